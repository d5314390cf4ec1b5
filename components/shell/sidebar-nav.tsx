import { navigation } from "./navigation";
import { SectionIcon } from "./navigation-icons";
import { SidebarNavLink } from "./sidebar-nav-link";

/** The main navigation: a server component, so only the active-link logic ships as JavaScript. */
export function SidebarNav() {
  return (
    <nav aria-label="Main" className="flex flex-col gap-0.5">
      {navigation.map(({ href, label }) => (
        <SidebarNavLink key={href} href={href} label={label} icon={<SectionIcon href={href} />} />
      ))}
    </nav>
  );
}
