import { describe, expect, it } from 'vitest';
import { returnToFromState } from './auth-state';

describe('returnToFromState', () => {
  it('returns the saved path', () => {
    expect(returnToFromState({ returnTo: '/app/licenses' })).toBe('/app/licenses');
  });

  it('defaults to the dashboard', () => {
    expect(returnToFromState(undefined)).toBe('/app/dashboard');
    expect(returnToFromState({})).toBe('/app/dashboard');
  });

  it('refuses anything that would leave the site', () => {
    expect(returnToFromState({ returnTo: 'https://evil.example' })).toBe('/app/dashboard');
    expect(returnToFromState({ returnTo: '//evil.example/app' })).toBe('/app/dashboard');
  });
});
