import type { CreatedToken } from '@folio/contracts';
import { Anchor, Code, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';
import { SettingsCard } from './settings-card';
import { TokenList } from './token-list';
import { useTexts } from '../../lib/texts';
import { messageNodes } from '../../lib/message-nodes';

/** Personal access tokens for scripts (docs/architecture.md §3): created here, shown once, revocable. */
export function ApiTokensCard() {
  // Held only in memory: once dismissed or the page is left, the secret is gone for good.
  const t = useTexts('settings');
  const [newToken, setNewToken] = useState<CreatedToken | null>(null);

  return (
    <SettingsCard
      title={t('tokens.title')}
      icon={<IconKey size={18} />}
      description={messageNodes((values) => t('tokens.description', values), {
        header: <Code>Authorization: Bearer &lt;token&gt;</Code>,
        docs: (
          <Anchor href="/api/docs" target="_blank" rel="noopener noreferrer" underline="always" inherit>
            {t('tokens.docs')}
          </Anchor>
        ),
      })}
    >
      {newToken ? (
        <NewTokenNotice token={newToken} onDone={() => setNewToken(null)} />
      ) : (
        <CreateTokenForm onCreated={setNewToken} />
      )}
      <Divider />
      <TokenList />
    </SettingsCard>
  );
}
