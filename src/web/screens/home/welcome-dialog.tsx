import { Button, RadioGroup, Stack } from '@chakra-ui/react';
import { categoryLabel } from '@/domain/applications/category.ts';
import { Msg } from '@/domain/messages.ts';
import { CATEGORIES, type Category } from '@/domain/user.ts';
import { AccountCategoryActor } from '@/web/logic/home.ts';
import { AppDialog } from '@/web/ui/app-dialog.tsx';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import '@/web/ui/recipes/radio-group.ts';

/** The spec lists International first. */
const CHOICES: Category[] = [...CATEGORIES].sort((a, b) => b.localeCompare(a));

/** The first-visit dialog (spec §2): 'Welcome! You are...' International or Domestic Student, Save. */
export function WelcomeDialog() {
  const actor = AccountCategoryActor.useActorRef();
  const open = AccountCategoryActor.useSelector((s) => s.matches('welcome'));
  const saving = AccountCategoryActor.useSelector((s) => s.matches({ welcome: 'saving' }));
  const choice = AccountCategoryActor.useSelector((s) => s.context.choice);
  const error = AccountCategoryActor.useSelector((s) => s.context.error);
  return (
    <AppDialog
      open={open}
      onClose={() => actor.send({ type: 'DISMISS' })}
      title={Msg.welcome}
      size="sm"
      footer={
        <Button
          colorPalette="brand"
          onClick={() => actor.send({ type: 'SAVE' })}
          disabled={!choice}
          loading={saving}
          loadingText="Saving…"
          minW="24"
        >
          Save
        </Button>
      }
    >
      {error ? <InlineAlert title={error.message} /> : null}
      <RadioGroup.Root
        value={choice}
        onValueChange={(details) => {
          if (details.value) actor.send({ type: 'CHOOSE', category: details.value as Category });
        }}
        disabled={saving}
        colorPalette="brand"
        aria-label={Msg.welcome}
      >
        <Stack gap="3">
          {CHOICES.map((category) => (
            <RadioGroup.Item
              key={category}
              value={category}
              borderWidth="1px"
              borderColor="border.emphasized"
              borderRadius="l2"
              px="4"
              py="3"
              cursor="pointer"
              _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText fontSize="md">{categoryLabel(category)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </AppDialog>
  );
}
