// Issue 16: SMS reminders go only to a number proved by a texted code. Profile → add a phone
// number → "Text me a code" → the code arrives at the Twilio fake → type it back → verified.
import { expect, test } from '@playwright/test';
import { navigate, signUpOnboarded } from '../support/app';
import { expectAccessible } from '../support/axe';
import { codeInText, startTextInbox } from '../support/sms';

test('a user verifies their phone number with the code texted to it', async ({ page }) => {
  // Sign-up, onboarding, a wrong and a right code, an axe run and a reload: past the default minute
  // on a busy machine.
  test.setTimeout(150_000);
  const inbox = await startTextInbox();
  try {
    await signUpOnboarded(page, 'Texto Books');

    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'License Dashboard' })).toBeVisible();
    await navigate(page, 'Profile');
    await page.getByLabel('Phone Number').fill('(416) 555-0199');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    const phone = page.getByRole('region', { name: 'Phone verification' });
    await expect(phone).toContainText('only once you type back the 6-digit code');
    await phone.getByRole('button', { name: 'Text me a code' }).click();
    await expect(phone.getByRole('button', { name: 'Text me a new code' })).toBeVisible();
    const code = await codeInText(inbox, '+14165550199');
    expect(inbox.messages).toHaveLength(1);

    // A wrong code first: refused with the tries left, the number stays unverified.
    const wrong = code === '000000' ? '111111' : '000000';
    await phone.getByLabel('Code from the SMS').fill(wrong);
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/this is not the code we sent/)).toBeVisible();

    await phone.getByLabel('Code from the SMS').fill(code);
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Your phone number is verified')).toBeVisible();
    await expect(phone).toContainText('is verified: SMS reminders can go to it.');
    await expectAccessible(page);

    // The profile says so after a reload too.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Phone verification' })).toContainText('is verified');
  } finally {
    await inbox.close();
  }
});
