/**
 * What the shell provides as the federated singleton `react-router-dom` (sharedDeps.cjs): the
 * part of React Router this site uses, not the whole package. React Router 7 ships its data
 * routers, server rendering and cookie helpers in the one module; a shared module cannot be
 * tree-shaken by its consumers (any remote may ask for anything), so the whole of it was every
 * page's largest script after react-dom (59 KB gzip; this subset ~16 KB).
 *
 * A remote importing a name that is not here would get `undefined` at run time from the shell:
 * `routerSubset.test.ts` fails the build's tests when any source in the repository imports one.
 * To use another export, add it here and release the shell before the remote (docs/REMOTES.md).
 * Removing one breaks the remotes already released with it: never remove.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
