import type { AccountCategoryInput } from '@machines/account-category.ts';
import { screen, within } from '@testing-library/react';
import { Msg } from '@/domain/messages.ts';
import { type AccountCategoryLogic, accountCategoryActions } from '@/web/logic/home.ts';
import { accountCategory } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { backHome, dialog, inDialog, mountHome, press } from './home-adapter.tsx';
import { user } from './user.ts';

const welcome = () => dialog(Msg.welcome);
const question = /^Do you change the account category/;

describeUiModel(accountCategory, {
  mount: ({ logic, input }) => {
    const { category } = input as AccountCategoryInput;
    // The app's own session writes, with only the calls faked.
    const categoryLogic = (logic as AccountCategoryLogic).provide({ actions: accountCategoryActions });
    mountHome({ categoryLogic }, '/potential/home', category);
  },
  async perform(event) {
    await backHome();
    switch (event.type) {
      case 'CHOOSE': {
        const { category } = event as unknown as { category: string };
        return user.click(within(welcome()).getByLabelText(`${category} Student`));
      }
      case 'SAVE':
        return press(inDialog(Msg.welcome, 'Save'));
      case 'DISMISS':
        return press(inDialog(Msg.welcome, 'Close'));
      case 'SWITCH':
        return press(screen.getByTestId('category-label'));
      case 'START':
        return press(screen.getByRole('button', { name: 'New Application' }));
      case 'YES':
        return press(inDialog(question, 'Yes'));
      case 'NO':
        return press(inDialog(question, 'No'));
      default:
        throw new Error(`account-category: no user action for ${event.type}`);
    }
  },
  observe(expected) {
    const seen: Record<string, unknown> = {};
    if ('label' in expected) {
      // The label's own text, without the words only a screen reader hears.
      const { childNodes } = screen.getByTestId('category-label');
      seen.label = [...childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
    }
    const open = screen.queryByRole('dialog', { name: Msg.welcome });
    if (open && 'choices' in expected) {
      seen.choices = within(open)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.trim());
    }
    if (open && 'chosen' in expected) {
      const checked = within(open)
        .getAllByRole('radio')
        .find((radio) => (radio as HTMLInputElement).checked);
      seen.chosen = checked?.closest('label')?.textContent?.trim() ?? null;
    }
    if ('newApplication' in expected) {
      seen.newApplication = {
        newId: sessionStorage.getItem('newId'),
        applicationCategory: sessionStorage.getItem('applicationCategory'),
        status: sessionStorage.getItem('status'),
      };
    }
    return seen;
  },
});
