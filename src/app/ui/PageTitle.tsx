import { productName } from '../product';

/**
 * The document's title for the page on screen, '<page> · SNH Vacunas', so each tab, history
 * entry and screen reader announcement names the page. React 19 hoists a `<title>` rendered
 * anywhere into `<head>`, ahead of index.html's own; render one per page.
 *
 * @example
 * <PageTitle title="Pacientes" /> // document.title === 'Pacientes · SNH Vacunas'
 */
export const PageTitle = ({ title }: { title: string }) => <title>{documentTitle(title)}</title>;

/** '<page> · SNH Vacunas'. */
export const documentTitle = (page: string): string => `${page} · ${productName}`;
