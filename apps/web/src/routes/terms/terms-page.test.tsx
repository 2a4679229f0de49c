import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAuth } from '../../../test/render';
import { TermsPage } from './terms-page';

const EXPECTED = [
  '1. Acceptance of Terms',
  '2. Description of Service',
  '3. User Accounts and Responsibilities',
  '4. Disclaimers',
  '5. Limitation of Liability',
  '6. Privacy',
  '7. Intellectual Property',
  '8. Termination',
  '9. Changes to Terms',
  '10. Governing Law',
  '11. Contact',
];

describe('TermsPage', () => {
  it('has its title and "Last updated: January 2025"', () => {
    renderWithAuth(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(screen.getByText('Last updated: January 2025')).toBeTruthy();
  });

  it('has exactly 11 numbered sections, in order', () => {
    renderWithAuth(<TermsPage />);
    const article = screen.getByRole('article');
    const headings = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => /^\d+\. /.test(text ?? ''));
    expect(headings).toEqual(EXPECTED);
  });

  it('covers termination, governing law and ends with an acknowledgment', () => {
    renderWithAuth(<TermsPage />);
    expect(screen.getByText(/account deletion feature/)).toBeTruthy();
    expect(screen.getByText(/laws of Canada and of the province/)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Acknowledgment' })).toBeTruthy();
  });
});
