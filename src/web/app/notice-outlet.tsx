import { type ComponentType, useEffect, useState } from 'react';
import { type Notice, setNoticeHandler } from '@/web/logic/client-registries.ts';

interface ToasterModule {
  Toaster: ComponentType;
  showNotice: (notice: Notice) => void;
}

/**
 * Receives the API client's notices and shows them as toasts. The toaster's code (Chakra/Zag
 * toast) is not part of the first page: it loads a few seconds later, or with the first notice.
 * Notices that arrive meanwhile wait and show once the toaster is mounted.
 */
export function NoticeOutlet() {
  const [toaster, setToaster] = useState<ToasterModule | null>(null);
  const [queued] = useState<Notice[]>(() => []);
  useEffect(() => {
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      import('./toaster.tsx').then(setToaster, (error: unknown) => console.error(error));
    };
    // Fetch it once the page is idle anyway, so a notice still shows if the network drops later.
    const timer = window.setTimeout(load, 3000);
    const off = setNoticeHandler((notice) => {
      queued.push(notice);
      load();
      setToaster((current) => (current ? { ...current } : current)); // flush when already loaded
    });
    return () => {
      window.clearTimeout(timer);
      off();
    };
  }, [queued]);
  return toaster ? <MountedToaster toaster={toaster} queued={queued} /> : null;
}

function MountedToaster({ toaster, queued }: { toaster: ToasterModule; queued: Notice[] }) {
  const { Toaster, showNotice } = toaster;
  // Runs after <Toaster/> is in the page, on mount and whenever a new notice re-renders us.
  useEffect(() => {
    for (const notice of queued.splice(0)) showNotice(notice);
  });
  return <Toaster />;
}
