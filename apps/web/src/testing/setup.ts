import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The files share one DOM per worker (vitest.config.ts: isolate false): nothing stored carries over.
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
});
