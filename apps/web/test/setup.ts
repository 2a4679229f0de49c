import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../src/lib/i18n';

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })),
});

afterEach(() => {
  cleanup();
});
