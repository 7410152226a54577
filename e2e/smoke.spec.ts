import { expect, test } from './fixtures';

test('the welcome page renders a main landmark', async ({ page, app }) => {
  await app.gotoWithLang('/welcome');
  await expect(page.getByRole('main')).toHaveCount(1);
});
