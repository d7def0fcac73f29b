import { expect, test } from './a11y';
import { acceptAlert, base64, linkFromLatestMail, logIn, screenshot, uniqueEmail } from './support';

test('sign up by e-mail, activate, log out and in, reset the password', async ({ page, request }) => {
  const email = uniqueEmail('journey');
  const password = 'firstpass1';
  const newPassword = 'secondpass2';

  // Sign up from the onboarding e-mail slide.
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Sign up now' }).click(); // the funnel's shortcut to the e-mail slide
  await expect(page.getByRole('heading', { name: 'Ready to get started' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await screenshot(page, 'onboarding-email-entry');
  await page.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/\/email-verify\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Open the verification link from the outbox and activate.
  const activationLink = await linkFromLatestMail(request, email, '/activate');
  await page.goto(activationLink);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Where did you first hear about us?').selectOption({ label: 'Reddit' });
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('checkbox').check();
  await screenshot(page, 'activate');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\?.*activated=1/);
  await page.getByRole('link', { name: 'Account' }).click();

  // The account page shows who signed up.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await screenshot(page, 'account');

  // Log out, then log in again through the protected-route redirect.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/account');
  await expect(page).toHaveURL(`/login?r=${encodeURIComponent(base64('/account'))}`);
  await logIn(page, email, 'wrongpass9');
  await expect(page.getByText('Your email or password was not recognised.')).toBeVisible();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Ada Lovelace')).toBeVisible();

  // Reset the password from the login page and log in with the new one.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: /reset it/i }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`We have sent an email to ${email} with a reset password link.`, { exact: false })).toBeVisible();
  const resetLink = await linkFromLatestMail(request, email, '/reset-password');
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: /reset|save|set/i }).click();
  await acceptAlert(page, 'Your password reset was successful, please log in.');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, password);
  await expect(page.getByText('Your email or password was not recognised.')).toBeVisible();
  await page.goto(`/login?r=${encodeURIComponent(base64('/account'))}`);
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
});

test('the 404 page and the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/no-such-page');
  await expect(page.getByText('We could not find the page you were looking for, or the page no longer exists')).toBeVisible();
  await screenshot(page, 'not-found-mobile');
  const menuButton = page.getByRole('button', { name: /menu/i });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await screenshot(page, 'mobile-menu-open');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Take Me Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshot(page, 'landing-mobile');
});
