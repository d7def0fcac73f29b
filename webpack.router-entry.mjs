// The router as the site shares it (Module Federation key `react-router-dom`): only the parts the shell
// and the remotes use, so webpack drops the rest of react-router (data routers, server rendering, forms),
// which a shared module otherwise ships whole. Every app provides this same list (webpack.common.js), so
// whichever copy wins the share scope has all of it. Using another router export in a remote means adding
// it here; shell/src/routes/router-exports.test.ts fails until it is.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
