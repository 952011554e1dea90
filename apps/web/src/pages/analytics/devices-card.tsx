import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react';
import type { ActivityInsights, DeviceType } from '@folio/contracts';
import type { ReactNode } from 'react';
import { EmptyText, SectionCard } from './section-card';
import { percentShares } from './shares';

const DEVICES: Record<DeviceType, { label: string; icon: ReactNode; color: string }> = {
  desktop: { label: 'Desktop', icon: <IconDeviceDesktop size={18} aria-hidden />, color: 'brand' },
  mobile: { label: 'Mobile', icon: <IconDeviceMobile size={18} aria-hidden />, color: 'teal' },
  tablet: { label: 'Tablet', icon: <IconDeviceTablet size={18} aria-hidden />, color: 'grape' },
};

/** Beyond SPEC: the share of views from desktops, phones and tablets; the shares add up to 100%. */
export function DevicesCard({ devices }: { devices: ActivityInsights['devices'] }) {
  const total = devices.reduce((sum, { count }) => sum + count, 0);
  const shares = percentShares(devices.map(({ count }) => count));
  return (
    <SectionCard title="Devices" description="Views by type of device">
      {total === 0 ? (
        <EmptyText>No views yet</EmptyText>
      ) : (
        <Stack gap="md">
          {devices.map(({ device, count }, index) => {
            const { label, icon, color } = DEVICES[device];
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
                    {count.toLocaleString()} · {share}%
                  </Text>
                </Group>
                <Progress value={share} color={color} size="sm" radius="xl" aria-label={`${label}: ${String(share)}% of views`} />
              </div>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
