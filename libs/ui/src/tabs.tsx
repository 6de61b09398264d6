import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Accessible tabs (arrow keys move between tabs). */
export const Tabs = ({ items, value, onValueChange, label }: { items: TabItem[]; value: string; onValueChange: (value: string) => void; label: string }) => (
  <TabsPrimitive.Root className="tabs" value={value} onValueChange={onValueChange}>
    <TabsPrimitive.List className="tabs-list" aria-label={label}>
      {items.map((item) => (
        <TabsPrimitive.Trigger key={item.value} value={item.value} className="tabs-trigger">
          {item.label}
        </TabsPrimitive.Trigger>
      ))}
    </TabsPrimitive.List>
    {items.map((item) => (
      <TabsPrimitive.Content key={item.value} value={item.value} className="tabs-content">
        {item.content}
      </TabsPrimitive.Content>
    ))}
  </TabsPrimitive.Root>
);
