export { AppShell, type AppShellProps } from './app-shell';
export { LoadErrorScreen } from './load-error-screen';
export { NotFoundScreen, PlaceholderScreen, RouteErrorScreen } from './placeholder-screen';
export { ShellFrame, type ShellFrameProps } from './shell-frame';
export { ErrorBanner, type GlobalModalProps, type GlobalModalRegistry } from './shell-hosts';
export { ShellLayout, type ShellLayoutProps } from './shell-layout';
export { Sidebar, type SidebarProps } from './sidebar';
export { bankAccessesNeedAttention, visibleSidebarLinks } from './sidebar-links';
export { useLogout } from './use-logout';
