import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
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

// Preact schedules its after-paint effects with a 35 ms timeout that calls cancelAnimationFrame; a
// file that ends within those 35 ms would have it fire after jsdom's globals are gone (an unhandled
// ReferenceError that fails the run). Let it fire while the window still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
