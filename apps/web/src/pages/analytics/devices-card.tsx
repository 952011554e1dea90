import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react';
import type { ActivityInsights, DeviceType } from '@folio/contracts';
import type { ReactNode } from 'react';
import { EmptyText, SectionCard } from './section-card';
import { percentShares } from './shares';
import { useSiteTexts, useTexts } from '../../lib/texts';

const DEVICES: Record<DeviceType, { label: `devices.${DeviceType}`; icon: ReactNode; color: string }> = {
  desktop: { label: 'devices.desktop', icon: <IconDeviceDesktop size={18} aria-hidden />, color: 'brand' },
  mobile: { label: 'devices.mobile', icon: <IconDeviceMobile size={18} aria-hidden />, color: 'teal' },
  tablet: { label: 'devices.tablet', icon: <IconDeviceTablet size={18} aria-hidden />, color: 'grape' },
};

/** Beyond SPEC: the share of views from desktops, phones and tablets; the shares add up to 100%. */
export function DevicesCard({ devices }: { devices: ActivityInsights['devices'] }) {
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  const total = devices.reduce((sum, { count }) => sum + count, 0);
  const shares = percentShares(devices.map(({ count }) => count));
  return (
    <SectionCard title={t('devices.title')} description={t('devices.description')}>
      {total === 0 ? (
        <EmptyText>{t('devices.empty')}</EmptyText>
      ) : (
        <Stack gap="md">
          {devices.map(({ device, count }, index) => {
            const { icon, color } = DEVICES[device];
            const label = t(DEVICES[device].label);
            const share = shares[index] ?? 0;
            return (
              <div key={device}>
                <Group justify="space-between" wrap="nowrap" mb={6}>
                  <Group gap={8} wrap="nowrap">
                    {icon}
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {count.toLocaleString(language)} · {share}%
                  </Text>
                </Group>
                <Progress
                  value={share}
                  color={color}
                  size="sm"
                  radius="xl"
                  aria-label={t('devices.share', { device: label, share })}
                />
              </div>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
