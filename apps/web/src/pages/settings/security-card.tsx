import { Divider } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { ChangePasswordForm } from './change-password-form';
import { PasskeySection } from './passkey-section';
import { SessionList } from './session-list';
import { SettingsCard } from './settings-card';
import { TotpSection } from './totp-section';

/** The owner's account: password, second factors and where it is signed in. */
export function SecurityCard() {
  return (
    <SettingsCard title="Security" icon={<IconShieldLock size={18} />} description="Who can sign in as you, and where you are signed in.">
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
