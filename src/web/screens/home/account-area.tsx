import { Button, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { categoryLabel } from '@/domain/applications/category.ts';
import { Msg } from '@/domain/messages.ts';
import { AccountCategoryActor } from '@/web/logic/home.ts';
import { PlusIcon, SwapIcon } from '@/web/ui/icons.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { AccountFrame } from './account-frame.tsx';

/**
 * The account area (spec §2): the login email, the '{category} Student' label — a button that
 * starts a switch — and New Application (the machine keeps id -1 and the category for the steps).
 */
export function AccountArea({ loginEmail }: { loginEmail: string }) {
  const actor = AccountCategoryActor.useActorRef();
  const category = AccountCategoryActor.useSelector((s) => s.context.category);
  const saved = AccountCategoryActor.useSelector((s) => s.context.saved);
  const loading = AccountCategoryActor.useSelector((s) => s.matches('loading'));
  const navigate = useNavigate();

  useEffect(() => {
    // The machine has kept id -1 and the category; it names the personal step.
    const subscription = actor.on('startApplication', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <AccountFrame
      loginEmail={loginEmail}
      notice={saved ? <StatusMessage tone="success">{Msg.categorySaved}</StatusMessage> : null}
    >
      <Button
        variant="subtle"
        colorPalette="brand"
        size="sm"
        minH="10"
        onClick={() => actor.send({ type: 'SWITCH' })}
        disabled={loading}
        data-testid="category-label"
      >
        <SwapIcon />
        {category ? categoryLabel(category) : 'Choose your category'}
        <Text as="span" srOnly>
          {category ? ' (switch category)' : ''}
        </Text>
      </Button>
      <Button
        colorPalette="brand"
        minH="11"
        ms={{ md: 'auto' }}
        onClick={() => actor.send({ type: 'START' })}
        disabled={loading}
      >
        <PlusIcon />
        New Application
      </Button>
    </AccountFrame>
  );
}
