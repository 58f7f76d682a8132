import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { pages } from '../pages/pages';
import { Icon } from '../ui/Icon';
import { type NavItem, type NavSection, navigationOf, visibleNavigation } from './navigation';

const navigation = navigationOf(pages);

/** The drawer's links for a role, grouped, with the current page highlighted. */
export const NavList = ({ role, sections = navigation }: { role: string | null; sections?: readonly NavSection[] }) => (
  <nav aria-label="Navegación principal" className="space-y-6">
    {visibleNavigation(role, sections).map((section) => (
      <Section key={section.title ?? 'main'} section={section} />
    ))}
  </nav>
);

/** A titled section is a list named by its title, so it reads as 'Gestión Administrativa, list, 7 items'. */
const Section = ({ section }: { section: NavSection }) => {
  const titleId = useId();
  return (
    <div>
      {section.title && (
        <p id={titleId} className="mb-2 px-3 text-xs font-semibold tracking-wider text-muted uppercase">
          {section.title}
        </p>
      )}
      <ul className="space-y-1" aria-labelledby={section.title ? titleId : undefined}>
        {section.items.map((item) => (
          <li key={item.to}>
            <Link item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
};

const Link = ({ item }: { item: NavItem }) => (
  <NavLink
    to={item.to}
    className={({ isActive }) =>
      'group relative flex h-10 items-center gap-3 rounded-xl px-3 text-sm transition-colors ' +
      'focus-visible:outline-2 focus-visible:outline-focus ' +
      (isActive
        ? 'bg-brand/10 font-semibold text-brand'
        : 'font-medium text-muted hover:bg-surface-muted hover:text-foreground')
    }
  >
    {({ isActive }) => (
      <>
        {isActive && <span className="absolute inset-y-2 left-0 w-1 rounded-full bg-brand" aria-hidden="true" />}
        <Icon path={item.icon} size={20} className="shrink-0" />
        {item.label}
      </>
    )}
  </NavLink>
);
