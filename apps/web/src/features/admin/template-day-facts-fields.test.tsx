import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi, template } from '../../../test/admin';
import { i18n } from '../../lib/i18n';
import { TemplateForm } from './template-form';
import { formFromTemplate } from './template-form-state';

const edited = template({
  fee: '$150 a year',
  fee_fr: '150 $ par année',
  late_penalty: 'A 10% penalty',
  late_penalty_fr: 'Une pénalité de 10 %',
  how_to_renew: 'Online',
  how_to_renew_fr: 'En ligne',
  renewal_url: 'https://www.halifax.ca/renew',
  source_kind: 'official',
});

function renderForm() {
  const onSubmit = vi.fn();
  stubApi(() => undefined);
  renderWithQueries(
    <TemplateForm
      initial={formFromTemplate(edited)}
      isEditing
      pending={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('the template form’s facts of the day (decision 044)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows a template’s fee, late penalty, how to renew and renewal page, and sends the changes', async () => {
    const { onSubmit, user } = renderForm();
    expect((screen.getByLabelText('Fee') as HTMLTextAreaElement).value).toBe('$150 a year');
    expect((screen.getByLabelText('Fee in French') as HTMLTextAreaElement).value).toBe('150 $ par année');
    expect((screen.getByLabelText('When it is late, in French') as HTMLTextAreaElement).value).toBe(
      'Une pénalité de 10 %',
    );
    expect((screen.getByLabelText('Renewal page') as HTMLInputElement).value).toBe(
      'https://www.halifax.ca/renew',
    );

    await user.clear(screen.getByLabelText('Fee'));
    await user.type(screen.getByLabelText('Fee'), ' $175 a year ');
    await user.clear(screen.getByLabelText('How to renew, in French'));
    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      fee: '$175 a year',
      fee_fr: '150 $ par année',
      late_penalty: 'A 10% penalty',
      how_to_renew: 'Online',
      how_to_renew_fr: '',
      renewal_url: 'https://www.halifax.ca/renew',
      source_kind: 'official',
    });
  });

  it('refuses a renewal page that is not a web address', async () => {
    const { onSubmit, user } = renderForm();
    await user.clear(screen.getByLabelText('Renewal page'));
    await user.type(screen.getByLabelText('Renewal page'), 'city hall');
    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Renewal page').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a web address starting with https://')).toBeTruthy();
  });

  it('names the fields in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderForm();
    expect(screen.getByText('Ce qu’il faut au propriétaire le jour venu')).toBeTruthy();
    expect((screen.getByLabelText('Frais en français') as HTMLTextAreaElement).value).toBe('150 $ par année');
    expect(screen.getByLabelText('Comment renouveler (où, documents à préparer)')).toBeTruthy();
    expect(screen.getByLabelText('Page de renouvellement')).toBeTruthy();
  });
});
