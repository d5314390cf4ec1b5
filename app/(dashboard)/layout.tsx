import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { AccountSwitcher } from "@/components/shell/account-switcher";
import { RenderedAccountProvider } from "@/components/shell/rendered-account";
import { drawerIcons, ProductIcon, themeIcons, userMenuIcons } from "@/components/shell/navigation-icons";
import { NavigationDrawer } from "@/components/shell/navigation-drawer";
import { SidebarNav } from "@/components/shell/sidebar-nav";
import { UserMenu } from "@/components/shell/user-menu";
import { SudoProvider } from "@/components/sudo/sudo-provider";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { redirect } from "next/navigation";
import { requireAdmin } from "@/lib/adapters/session/require-admin";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdmin();
  // The account requires two-factor sign-in and this person has none yet: setting one up comes first.
  if (admin.secondFactorMissing) redirect("/two-factor-setup");
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-zinc-900">
        Skip to content
      </a>
      <NavigationDrawer icons={drawerIcons}>
        <div className="hidden items-center justify-between md:flex">
          <Link href="/" className="flex items-center gap-2 px-1 text-sm font-semibold">
            <ProductIcon />
            Integrations
          </Link>
          <ThemeToggle icons={themeIcons} />
        </div>
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">
            <AccountSwitcher accounts={admin.accounts} currentId={admin.account.id} />
          </div>
          <div className="md:hidden">
            <ThemeToggle icons={themeIcons} />
          </div>
        </div>
        <SidebarNav />
        <div className="mt-auto">
          <UserMenu name={admin.user.name} email={admin.user.email} icons={userMenuIcons} />
        </div>
      </NavigationDrawer>
      <main id="content" className="min-w-0 flex-1 px-4 py-6 md:px-10 md:py-8">
        <RenderedAccountProvider account={{ id: admin.account.id, name: admin.account.name }}>
          {/* Keyed by account: a switch drops every client state of the old one. React Query is placed by
              the sections that poll (AccountQueryProvider), not here: most pages never need it. */}
          <SudoProvider accountId={admin.account.id}>
            <Fragment key={admin.account.id}>{children}</Fragment>
          </SudoProvider>
        </RenderedAccountProvider>
      </main>
    </div>
  );
}
