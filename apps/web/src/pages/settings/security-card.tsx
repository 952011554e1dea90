import { Divider } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { ChangePasswordForm } from './change-password-form';
import { PasskeySection } from './passkey-section';
import { SessionList } from './session-list';
import { SettingsCard } from './settings-card';
import { TotpSection } from './totp-section';
import { useTexts } from '../../lib/texts';

/** The owner's account: password, second factors and where it is signed in. */
export function SecurityCard() {
  const t = useTexts('settings');
  return (
    <SettingsCard
      title={t('security.title')}
      icon={<IconShieldLock size={18} />}
      description={t('security.description')}
    >
      <ChangePasswordForm />
      <Divider />
      <PasskeySection />
      <Divider />
      <TotpSection />
      <Divider />
      <SessionList />
    </SettingsCard>
  );
}
