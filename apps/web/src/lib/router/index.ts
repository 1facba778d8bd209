export {
  Link,
  type LinkProps,
  Navigate,
  type NavigateFunction,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from './components';
export { createPath, type Location, type Path, parsePath } from './history';
export { matchPath, matchRoutes, type Params, type PathMatch } from './match';
export {
  createBrowserRouter,
  createMemoryRouter,
  ErrorResponse,
  isRouteErrorResponse,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type NavigateOptions,
  type RouteObject,
  type Router,
  type RouterState,
} from './router';
