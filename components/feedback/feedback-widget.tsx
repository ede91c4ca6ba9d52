'use client';
import { useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Crown, LifeBuoy, MessageSquare, MessageSquareHeart, X } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SupportForm } from '@/components/support/support-form';
import { useProfile } from '@/lib/client/profile';
import { FeedbackForm } from './feedback-form';

type WidgetTab = 'feedback' | 'support';

/** Printable lesson copies are documents, not screens: no widget there. */
const isPrintPage = (path: string) => /^\/lessons\/[^/]+\/print\//.test(path);

/**
 * The floating Feedback & Support widget on every page, for visitors and users alike. A round
 * launcher in the bottom-right corner opens a dialog (focus kept inside, Escape closes, focus
 * returns to the launcher) with the Feedback and Support forms. The page gets room below its
 * footer so the launcher never has to sit on the page's own last buttons; on a phone it is
 * icon-only and steps aside while a field of the page is being typed in.
 */
export function FeedbackWidget() {
  const pathname = usePathname();
  const { status } = useSession();
  const profile = useProfile();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<WidgetTab>('feedback');
  const isPremium = Boolean(status === 'authenticated' && profile.data?.isPremium);

  if (isPrintPage(pathname)) return null;

  return (
    <>
      <div aria-hidden className="h-20 sm:h-16 print:hidden" data-widget-spacer />
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <DialogPrimitive.Trigger asChild>
          <button
            type="button"
            aria-label="Feedback & Support"
            data-feedback-launcher
            className="fixed bottom-4 right-4 z-30 max-sm:[body:has(:is(input,textarea,select):focus)_&]:hidden inline-flex size-12 items-center justify-center gap-2 rounded-full bg-brand-700 text-sm font-medium text-white shadow-lg ring-1 ring-black/5 transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:bottom-5 sm:right-5 sm:h-11 sm:w-auto sm:px-4 print:hidden"
          >
            <MessageSquareHeart className="size-5 shrink-0" aria-hidden />
            <span className="hidden sm:inline">Feedback</span>
          </button>
        </DialogPrimitive.Trigger>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/30" />
          <DialogPrimitive.Content
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl border border-line bg-white shadow-xl sm:inset-x-auto sm:bottom-20 sm:right-5 sm:max-h-[calc(100dvh-7rem)] sm:w-[26rem] sm:rounded-2xl"
          >
            <div className="flex items-start justify-between gap-3 border-b border-line px-5 pb-3 pt-4">
              <div className="space-y-1">
                <DialogPrimitive.Title className="text-lg font-semibold text-ink">Feedback &amp; Support</DialogPrimitive.Title>
                <DialogPrimitive.Description className="text-sm text-muted">
                  Tell us what you think, or ask for help. A real person reads every message.
                </DialogPrimitive.Description>
              </div>
              <DialogPrimitive.Close className="-mr-1 rounded-md p-1.5 text-muted hover:bg-stone-100 hover:text-ink">
                <X className="size-5" aria-hidden />
                <span className="sr-only">Close</span>
              </DialogPrimitive.Close>
            </div>
            <div className="overflow-y-auto px-5 pb-5 pt-4">
              <Tabs value={tab} onValueChange={(v) => setTab(v as WidgetTab)}>
                <TabsList aria-label="Feedback or support" className="grid w-full grid-cols-2">
                  <TabsTrigger value="feedback">
                    <MessageSquare className="size-4" aria-hidden />
                    Feedback
                  </TabsTrigger>
                  <TabsTrigger value="support">
                    {isPremium ? (
                      <Crown className="size-4 text-amber-600" aria-hidden />
                    ) : (
                      <LifeBuoy className="size-4" aria-hidden />
                    )}
                    Support
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="feedback" className="mt-4">
                  <FeedbackForm onSent={() => setOpen(false)} />
                </TabsContent>
                <TabsContent value="support" className="mt-4">
                  <SupportForm onSent={() => setOpen(false)} />
                  {status === 'authenticated' && (
                    <p className="mt-3 text-center text-sm">
                      <Link
                        href="/account?tab=settings#my-tickets"
                        onClick={() => setOpen(false)}
                        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                      >
                        See your tickets
                      </Link>
                    </p>
                  )}
                </TabsContent>
              </Tabs>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}
