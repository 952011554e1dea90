import type { CreatedToken } from '@folio/contracts';
import { Anchor, Code, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';
import { SettingsCard } from './settings-card';
import { TokenList } from './token-list';

/** Personal access tokens for scripts (docs/architecture.md §3): created here, shown once, revocable. */
export function ApiTokensCard() {
  // Held only in memory: once dismissed or the page is left, the secret is gone for good.
  const [newToken, setNewToken] = useState<CreatedToken | null>(null);

  return (
    <SettingsCard
      title="API tokens"
      icon={<IconKey size={18} />}
      description={
        <>
          Scripts can call the REST API with a token sent as <Code>Authorization: Bearer &lt;token&gt;</Code>. See
          the{' '}
          <Anchor href="/api/docs" target="_blank" rel="noopener noreferrer" underline="always" inherit>
            API docs
          </Anchor>
          .
        </>
      }
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
