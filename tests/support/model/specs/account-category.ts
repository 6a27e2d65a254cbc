import type { EventObject } from 'xstate';
import { accountCategoryMachine } from '../../../../machines/account-category.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, emittedTo, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof accountCategoryMachine>;

const is = (event: EventObject | undefined, start: string) =>
  !!event && describeEvent(event).startsWith(start);

/** '{category} Student' (spec §2); without a category the label offers the choice (decision 008). */
const categoryText = (category: Category | null) =>
  category ? `${category} Student` : 'Choose your category';
const other = (category: Category): Category => (category === 'Domestic' ? 'International' : 'Domestic');
/** Spec §2: 'Do you change the account category to {X} Student?'. */
const question = (to: Category) => `Do you change the account category to ${to} Student?`;
/**
 * Spec §4 "New application": store id -1 and the category (§3 session values; decision 008 adds
 * status editing), then the personal-details screen of the category with id -1 (§2 routes).
 */
const personalRoute = (category: Category) =>
  category === 'International' ? '/InternationalPersonal/-1' : '/personal/-1';

/** The account's category as the server last told it: the stored one until the load answers. */
function categoryOf({ input, history }: Context): Category | null {
  let category = input.category;
  for (const event of history) {
    if (is(event, 'done loadCategory') || is(event, 'done saveCategory')) {
      category = (event as unknown as { output: Category | null }).output;
    }
  }
  return category;
}

/** Events that open or close the welcome dialog (a failed save keeps it open, with the choice). */
const OPENS_OR_CLOSES = [
  'done loadCategory',
  'error loadCategory',
  'SWITCH',
  'START',
  'DISMISS',
  'done saveCategory',
];
const lastOpenOrClose = (history: EventObject[]) =>
  history.findLastIndex((event) => OPENS_OR_CLOSES.some((start) => is(event, start)));

/** The choice made in the welcome dialog since it opened (it opens with nothing chosen). */
function choiceOf({ history }: Context): Category | null {
  const choose = history.slice(lastOpenOrClose(history) + 1).findLast((event) => event.type === 'CHOOSE');
  return choose ? (choose as unknown as { category: Category }).category : null;
}

/** The welcome dialog was opened by New Application: once saved, the application starts. */
const openedByStart = (history: EventObject[]) => is(history[lastOpenOrClose(history)], 'START');

/** New Application starts now: with a category, or on saving the dialog it opened (decision 008). */
function starting(context: Context): Category | null {
  const { event, history } = context;
  if (is(event, 'START')) return categoryOf(context);
  if (is(event, 'done saveCategory') && openedByStart(history.slice(0, -1))) return categoryOf(context);
  return null;
}

/** Spec §2 "it shows when no category exists on load"; a failed load keeps the stored category. */
const afterLoad = (context: Context) => (categoryOf(context) ? 'ready' : 'welcome.choosing');
const needsCategory = (ifSo: string) => (context: Context) =>
  categoryOf(context) ? ifSo : 'welcome.choosing';
const lastOtherThan = (history: EventObject[], type: string) =>
  history.findLast((event) => event.type !== type);

/** portal-shell §2 "Potential home" (account area, first-visit and switch dialogs), §4 category change, decision 008. */
export const accountCategorySpec = defineSpec(accountCategoryMachine, {
  initial: 'loading',
  rules: [
    { from: 'loading', on: 'done loadCategory', to: afterLoad },
    { from: 'loading', on: 'error loadCategory', to: afterLoad },
    { from: 'welcome.choosing', on: 'CHOOSE', to: 'welcome.choosing' },
    // Save needs a choice.
    {
      from: 'welcome.choosing',
      on: 'SAVE',
      to: (c) => (choiceOf(c) ? 'welcome.saving' : 'welcome.choosing'),
    },
    { from: 'welcome.choosing', on: 'DISMISS', to: 'ready' },
    { from: 'welcome.saving', on: 'done saveCategory', to: 'ready' },
    // A failed save keeps the dialog open with the message inside (decision 008).
    { from: 'welcome.saving', on: 'error saveCategory', to: 'welcome.choosing' },
    // The label starts a switch; without a category it asks the welcome question again.
    { from: 'ready', on: 'SWITCH', to: needsCategory('confirming') },
    { from: 'ready', on: 'START', to: needsCategory('ready') },
    { from: 'confirming', on: 'YES', to: 'switching' },
    { from: 'confirming', on: 'NO', to: 'ready' },
    { from: 'switching', on: 'done saveCategory', to: 'ready' },
    { from: 'switching', on: 'error saveCategory', to: 'confirming' },
  ],
  states: {
    loading: (c) => ({
      heading: 'Home',
      label: categoryText(c.input.category),
      buttons: { 'New Application': 'disabled' },
      message: null,
    }),
    welcome: (c) => ({ heading: Msg.welcome, label: categoryText(categoryOf(c)), emitted: [] }),
    'welcome.choosing': (c) => ({
      choices: ['International Student', 'Domestic Student'],
      chosen: choiceOf(c) && categoryText(choiceOf(c)),
      buttons: { Save: choiceOf(c) ? 'enabled' : 'disabled' },
      busy: false,
      message: is(lastOtherThan(c.history, 'CHOOSE'), 'error saveCategory') ? Msg.serverBrokenEnvelope : null,
    }),
    'welcome.saving': { busy: true, buttons: { 'Saving…': 'disabled' }, message: null },
    ready: (c) => {
      const started = starting(c);
      return {
        heading: 'Home',
        label: categoryText(categoryOf(c)),
        buttons: { 'New Application': 'enabled' },
        busy: false,
        // The saved notice stays until the category changes again (New Application does not).
        message: is(lastOtherThan(c.history, 'START'), 'done saveCategory') ? Msg.categorySaved : null,
        emitted: started ? ['startApplication'] : [],
        url: started ? personalRoute(started) : '/potential/home',
        ...(started
          ? { newApplication: { newId: '-1', applicationCategory: started, status: 'editing' } }
          : {}),
      };
    },
    confirming: (c) => ({
      heading: question(other(categoryOf(c) as Category)),
      label: categoryText(categoryOf(c)),
      buttons: { Yes: 'enabled', No: 'enabled' },
      busy: false,
      message: is(c.event, 'error saveCategory') ? Msg.serverBrokenEnvelope : null,
      emitted: [],
    }),
    switching: (c) => ({
      heading: question(other(categoryOf(c) as Category)),
      buttons: { No: 'disabled', 'Saving…': 'disabled' },
      busy: true,
      message: null,
    }),
  },
  view: (snapshot, emitted, emittedEvents) => {
    const { category, choice, saved, error } = snapshot.context;
    const asking = snapshot.matches('confirming') || snapshot.matches('switching');
    return {
      heading: snapshot.matches('welcome')
        ? Msg.welcome
        : asking && category
          ? question(other(category))
          : 'Home',
      label: categoryText(category),
      chosen: choice && categoryText(choice),
      busy: snapshot.matches({ welcome: 'saving' }) || snapshot.matches('switching'),
      message: saved ? Msg.categorySaved : (error?.message ?? null),
      emitted,
      // Where the machine sends the person: the personal step on New Application, else the home.
      url: emittedTo(emitted, emittedEvents, 'startApplication') ?? '/potential/home',
    };
  },
});
