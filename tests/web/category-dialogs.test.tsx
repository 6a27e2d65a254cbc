import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import { testUser } from './harness.tsx';
import { renderHome } from './home-fakes.tsx';

const location = () => screen.getByTestId('location').textContent;

describe('account category on /potential/home', () => {
  it('asks "Welcome! You are..." when the account has no category, and saves the choice', async () => {
    const { calls } = renderHome({ category: null });
    const dialog = await screen.findByRole('dialog', { name: Msg.welcome });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByLabelText('International Student'));
    expect(within(dialog).getByLabelText('Domestic Student')).toBeTruthy();
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.saveCategory).toHaveBeenCalledWith('International');
    expect(screen.getByTestId('category-label').textContent).toContain('International Student');
    expect(screen.getByRole('status').textContent).toBe(Msg.categorySaved);
  });

  it('does not ask when the account has a category', async () => {
    renderHome({ category: 'Domestic' });
    expect(await screen.findByRole('button', { name: /Domestic Student/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the welcome dialog open with the error when the save fails', async () => {
    renderHome({
      category: null,
      saveCategory: () => {
        throw new ApiError(500, Msg.serverBrokenEnvelope);
      },
    });
    const dialog = await screen.findByRole('dialog', { name: Msg.welcome });
    await userEvent.click(within(dialog).getByLabelText('Domestic Student'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(Msg.serverBrokenEnvelope);
  });

  it('asks before switching: No keeps the category, Yes switches it', async () => {
    const { calls } = renderHome({ category: 'Domestic' });
    await userEvent.click(await screen.findByRole('button', { name: /Domestic Student/ }));
    let question = await screen.findByRole('alertdialog', {
      name: 'Do you change the account category to International Student?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.saveCategory).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /Domestic Student/ }));
    question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.saveCategory).toHaveBeenCalledWith('International');
    expect(screen.getByRole('button', { name: /International Student/ })).toBeTruthy();
  });

  it('New Application keeps id -1 and the category, then opens the personal step', async () => {
    renderHome({ category: 'International' });
    await screen.findByRole('button', { name: /International Student/ });
    await userEvent.click(screen.getByRole('button', { name: 'New Application' }));
    await waitFor(() => expect(location()).toBe('/InternationalPersonal/-1'));
    expect(sessionStorage.getItem('newId')).toBe('-1');
    expect(sessionStorage.getItem('applicationCategory')).toBe('International');
  });

  it('New Application without a category asks the welcome question first', async () => {
    renderHome({ category: null });
    const dialog = await screen.findByRole('dialog', { name: Msg.welcome });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Choose your category' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New Application' }));
    const again = await screen.findByRole('dialog', { name: Msg.welcome });
    expect(location()).toBe('/potential/home');
    await userEvent.click(within(again).getByLabelText('Domestic Student'));
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/personal/-1'));
    expect(sessionStorage.getItem('applicationCategory')).toBe('Domestic');
  });

  it('shows the login email', async () => {
    renderHome();
    expect((await screen.findByTestId('login-email')).textContent).toBe(testUser.loginEmail);
  });
});
