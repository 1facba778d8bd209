import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  matchPath,
  matchRoutes,
  NavLink,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from '.';

function ShowParams() {
  return <p>params {JSON.stringify(useParams())}</p>;
}

function ShowError() {
  const error = useRouteError();
  return <p>error {isRouteErrorResponse(error) ? error.status : String((error as Error).message)}</p>;
}

function Progress() {
  return <p>navigation {useNavigation().state}</p>;
}

const Second = () => <p>second</p>;
const LoadingApp = () => <p>loading app</p>;

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams((p) => ({ page: String(Number(p.get('page') ?? 1) + 1) }))}>
      page {params.get('page') ?? '1'}
    </button>
  );
}

function Broken(): never {
  throw new Error('broken screen');
}

function Frame() {
  const matches = useMatches();
  const { pathname } = useLocation();
  return (
    <p>
      {pathname} {matches.map((m) => String(m.handle)).join(',')} <Outlet />
    </p>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const renderRouter = (routes: RouteObject[], path = '/') => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('matching', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { index: true, id: 'home' },
        { path: '/category/:item/:category?', id: 'category' },
        { path: '/account/:option', id: 'option' },
        { path: '/account/orderdetail/:id', id: 'order' },
        { path: '/search/:q', id: 'search' },
        { path: '*', id: 'notFound' },
      ],
    },
  ];
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1);

  it('ranks static segments over params and params over the splat, whatever the order', () => {
    expect(leaf('/')?.id).toBe('home');
    expect(leaf('/account/orders')?.id).toBe('option');
    expect(leaf('/account/orderdetail/5')?.params).toEqual({ id: '5' });
    expect(leaf('/category/cctv')?.params).toEqual({ item: 'cctv', category: undefined });
    expect(leaf('/category/cctv/ip/more')?.id).toBe('notFound');
    expect(leaf('/anything/else')?.params).toEqual({ '*': 'anything/else' });
  });

  it('decodes params, an encoded slash too, and ignores case and a trailing slash', () => {
    expect(leaf('/search/a%2Fb%20c')?.params).toEqual({ q: 'a/b c' });
    expect(leaf('/ACCOUNT/orders/')?.id).toBe('option');
    expect(matchPath('/blog/:lang/:name', '/blog/sk/x')?.params).toEqual({ lang: 'sk', name: 'x' });
    expect(matchPath('/blog', '/blog/sk')).toBeNull();
  });
});

describe('navigation', () => {
  it('renders nested routes and follows links; a link to the current page replaces it', async () => {
    const user = userEvent.setup();
    const router = renderRouter([
      {
        path: '/',
        element: (
          <>
            <nav>
              <NavLink to="/a/1">one</NavLink>
              <Link to="/">home</Link>
            </nav>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>home page</p> },
          { path: '/a/:id', element: <ShowParams /> },
        ],
      },
    ]);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'one' }));
    expect(await screen.findByText('params {"id":"1"}')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'one' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(screen.getByRole('link', { name: 'one' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'one' })).not.toHaveAttribute('aria-current');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('params {"id":"1"}')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('keeps the current screen while the next one loads (lazy chunk, loader), then shows it', async () => {
    const chunk = deferred();
    const loader = vi.fn((_args: LoaderFunctionArgs) => chunk.promise);
    const router = renderRouter([
      {
        path: '/',
        element: (
          <>
            <Progress />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>first</p> },
          {
            path: '/next',
            loader,
            lazy: async () => ({ Component: Second }),
          },
        ],
      },
    ]);
    await screen.findByText('first');
    const done = router.navigate('/next?x=1');
    expect(await screen.findByText('navigation loading')).toBeInTheDocument();
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith({ params: {}, url: expect.any(URL) });
    expect(loader.mock.calls[0]?.[0].url.searchParams.get('x')).toBe('1');
    chunk.resolve();
    await act(() => done);
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(screen.getByText('navigation idle')).toBeInTheDocument();
  });

  it('a later navigation wins over one still loading', async () => {
    const slow = deferred();
    const router = renderRouter([
      { path: '/', element: <p>start</p> },
      { path: '/slow', loader: () => slow.promise, element: <p>slow</p> },
      { path: '/fast', element: <p>fast</p> },
    ]);
    await screen.findByText('start');
    const first = router.navigate('/slow');
    await act(() => router.navigate('/fast'));
    slow.resolve();
    await act(() => first);
    expect(await screen.findByText('fast')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('updates search params without leaving the path', async () => {
    const user = userEvent.setup();
    const router = renderRouter([{ path: '/list', element: <Filters /> }], '/list');
    await user.click(await screen.findByRole('button', { name: 'page 1' }));
    expect(router.state.location).toMatchObject({ pathname: '/list', search: '?page=2' });
    expect(await screen.findByRole('button', { name: 'page 2' })).toBeInTheDocument();
  });
});

describe('errors', () => {
  it('a throwing screen renders the nearest ErrorBoundary inside the frame; another path clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderRouter(
      [
        {
          path: '/',
          element: (
            <main>
              frame <Outlet />
            </main>
          ),
          children: [
            {
              ErrorBoundary: ShowError,
              children: [
                { path: '/broken', element: <Broken /> },
                { path: '/fine', element: <p>fine</p> },
              ],
            },
          ],
        },
      ],
      '/broken',
    );
    expect(await screen.findByText('error broken screen')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('frame');
    await act(() => router.navigate('/fine'));
    expect(await screen.findByText('fine')).toBeInTheDocument();
  });

  it('a lazy chunk that fails to load is shown by the boundary; no match is a 404', async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        ErrorBoundary: ShowError,
        children: [{ path: '/lazy', lazy: () => Promise.reject(new Error('chunk failed')) }],
      },
    ];
    const router = renderRouter(routes, '/lazy');
    expect(await screen.findByText('error chunk failed')).toBeInTheDocument();
    await act(() => router.navigate('/nowhere'));
    expect(await screen.findByText('error 404')).toBeInTheDocument();
  });
});

describe('route data', () => {
  it('shows the HydrateFallback until the first screen is ready; exposes handles', async () => {
    const chunk = deferred();
    renderRouter(
      [
        {
          path: '/',
          Component: Frame,
          handle: 'root',
          loader: () => chunk.promise,
          HydrateFallback: LoadingApp,
          children: [{ path: '/x', handle: 'x', element: <span>x screen</span> }],
        },
      ],
      '/x',
    );
    expect(screen.getByText('loading app')).toBeInTheDocument();
    chunk.resolve();
    expect(await screen.findByText('x screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/\/x root,x/)).toBeInTheDocument());
  });
});
