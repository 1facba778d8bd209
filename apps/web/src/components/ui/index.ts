export { Button, type ButtonProps, buttonClass } from './button/button';
export { Drawer, type DrawerProps } from './drawer/drawer';
export { Logo, LogoMark } from './logo/logo';
export { Page, PageActions, type PageProps } from './page/page';
export { Spinner } from './spinner/spinner';
export * from './toast';
