import { useDemoAccount } from './useDemoAccount';

/** The demo admin's e-mail and password, shown only while the server says the demo data is in use. */
export const DemoAccountNote = () => {
  const isDemo = useDemoAccount();
  if (!isDemo) return null;
  return (
    <p className="mt-6 rounded-xl border border-dashed border-border px-3.5 py-3 text-center text-xs text-muted">
      Cuenta de demostración: <span className="font-medium text-foreground">admin@gmail.com</span> /{' '}
      <span className="font-medium text-foreground">admin123</span>
    </p>
  );
};
