import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the page navigated to, so tests can assert on the URL the user ends up at. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** Renders `page` at `url` (matched by `path`); any other route shows the current location. */
export function renderAt(page: ReactElement, url: string, path = url.split('?')[0] ?? '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

