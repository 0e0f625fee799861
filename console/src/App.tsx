// The frame: skip link, navigation, the signed-in user, and the pages. Signed out, only the sign-in form shows.
import { useEffect, useRef } from 'react';
import { NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from './session';
import { SignIn } from './pages/SignIn';
import { KeysPage } from './pages/Keys';
import { OperationsPage } from './pages/Operations';
import { OperationDetailPage } from './pages/OperationDetail';
import { ExportsPage } from './pages/Exports';
import { TrackingPage } from './pages/Tracking';
import { DiscoveryPage } from './pages/Discovery';
import { DirectoryPage } from './pages/Directory';
import { WatchesPage } from './pages/Watches';
import { WatchDetailPage } from './pages/WatchDetail';
import { BrandPage, CreatorPage, SponsorshipPage, VideoPage } from './pages/Details';

const NAV = [
  ['/directory', 'Directory'],
  ['/operations', 'Operations'],
  ['/exports', 'Exports'],
  ['/tracking', 'Tracked channels'],
  ['/discovery', 'Discovery'],
  ['/watches', 'Watches'],
  ['/keys', 'API keys'],
] as const;

export function App() {
  const { session, loading, signOut } = useSession();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);

  // After a navigation (not on the first page shown, where Tab should reach the skip link first), move focus to
  // the page so keyboard and screen-reader users start at its content.
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  if (loading)
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  if (!session) return <SignIn />;

  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <div className="brand">Sponsorship Data</div>
        <nav aria-label="Main">
          <ul>
            {NAV.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to}>{label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="who">
          <span title={`Account ${session.account.name}`}>
            {session.user.email} · <strong>{session.account.name}</strong>
          </span>
          <button type="button" className="link" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        <Routes>
          <Route path="/" element={<Navigate to="/directory" replace />} />
          <Route path="/keys" element={<KeysPage />} />
          <Route path="/operations" element={<OperationsPage />} />
          <Route path="/operations/:id" element={<OperationDetailPage />} />
          <Route path="/exports" element={<ExportsPage />} />
          <Route path="/tracking" element={<TrackingPage />} />
          <Route path="/discovery" element={<DiscoveryPage />} />
          <Route path="/watches" element={<WatchesPage />} />
          <Route path="/watches/:id" element={<WatchDetailPage />} />
          <Route path="/directory" element={<DirectoryPage />} />
          <Route path="/creators/:id" element={<CreatorPage />} />
          <Route path="/brands/:id" element={<BrandPage />} />
          <Route path="/videos/:id" element={<VideoPage />} />
          <Route path="/sponsorships/:id" element={<SponsorshipPage />} />
          <Route path="*" element={<h1>Page not found</h1>} />
        </Routes>
      </main>
    </>
  );
}
