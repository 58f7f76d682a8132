import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { PageTitle } from './PageTitle';

/**
 * A centred card for pages that only say something: forbidden, not found, failed to load. Its
 * title names the document too; on its own (outside the layout) the card is the page's `<main>`.
 */
export const MessagePage = ({
  icon,
  title,
  text,
  children,
  isFullPage = true,
}: {
  icon: string;
  title: string;
  text: string;
  children?: ReactNode;
  /** False inside the layout, where the page area is already framed. */
  isFullPage?: boolean;
}) => {
  const Frame = isFullPage ? 'main' : 'div';
  return (
    <Frame className={`flex items-center justify-center px-5 ${isFullPage ? 'min-h-dvh bg-background' : 'py-16'}`}>
      <PageTitle title={title} />
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 text-center shadow-sm">
        <span className="mx-auto mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-brand/10 text-brand">
          <Icon path={icon} size={30} />
        </span>
        <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-foreground outline-none">
          {title}
        </h1>
        <p className="mt-2 mb-7 text-sm text-muted">{text}</p>
        {children}
      </div>
    </Frame>
  );
};
