'use client';
import { useId, useMemo } from 'react';
import { useSession } from 'next-auth/react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Crown, Send } from 'lucide-react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { CharCounter, CountedTextarea, MinHint } from '@/components/feedback/field-hints';
import { submitErrorText } from '@/components/feedback/submit-error';
import { apiFetch } from '@/lib/client/api';
import { useProfile } from '@/lib/client/profile';
import { notify } from '@/lib/client/toast';
import { EMAIL_MAX } from '@/lib/constants/accounts';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_RESPONSE_HOURS,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
} from '@/lib/constants/support';
import { TOAST_MS } from '@/lib/constants/ui';
import { SUPPORT_CATEGORY_LABELS, TICKET_FAILED, ticketSentMessage } from '@/lib/support/messages';
import type { MyTicketView } from '@/lib/support/service';
import {
  MESSAGE_TOO_LONG,
  MESSAGE_TOO_SHORT,
  SUBJECT_TOO_LONG,
  SUBJECT_TOO_SHORT,
  VISITOR_EMAIL_REQUIRED,
  supportCategorySchema,
  supportMessageSchema,
  supportSubjectSchema,
} from '@/lib/validation/support';
import { MY_TICKETS_KEY } from './my-tickets-query';

const baseSchema = z.object({
  subject: supportSubjectSchema,
  message: supportMessageSchema,
  category: supportCategorySchema,
  email: z.string().optional(),
});
const visitorSchema = baseSchema.extend({
  email: z.string().trim().min(1, VISITOR_EMAIL_REQUIRED).pipe(z.email('Invalid email address')),
});
type FormInput = z.input<typeof baseSchema>;
type FormValues = z.output<typeof baseSchema>;

interface SupportFormProps {
  /** Called with the saved ticket after a successful send. */
  onSent?: (ticket: MyTicketView) => void;
  /** Roomier fields on the /contact page than in the widget. */
  layout?: 'widget' | 'page';
}

/**
 * The Support form of the widget and of /contact: subject (≥ 5), category,
 * message (≥ 10, counter /5000); visitors also give an e-mail to be answered at. Send stays
 * disabled until subject and message are long enough. Premium users see the gold priority
 * button; the toast names 24 or 48 hours by the priority the server gave.
 */
export function SupportForm({ onSent, layout = 'widget' }: SupportFormProps) {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const profile = useProfile();
  const isPremium = Boolean(signedIn && profile.data?.isPremium);
  const queryClient = useQueryClient();
  const ids = {
    email: useId(),
    emailError: useId(),
    subject: useId(),
    subjectHint: useId(),
    subjectCounter: useId(),
    category: useId(),
    message: useId(),
    messageHint: useId(),
    messageCounter: useId(),
  };
  const schema = useMemo(() => (signedIn ? baseSchema : visitorSchema), [signedIn]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { isSubmitting, errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { subject: '', message: '', category: 'technical', email: '' },
  });
  const subject = useWatch({ control, name: 'subject' }) ?? '';
  const message = useWatch({ control, name: 'message' }) ?? '';
  const subjectShort = subject.trim().length < SUPPORT_SUBJECT_MIN;
  const subjectLong = subject.trim().length > SUPPORT_SUBJECT_MAX;
  const messageShort = message.trim().length < SUPPORT_MESSAGE_MIN;
  const messageLong = message.trim().length > SUPPORT_MESSAGE_MAX;
  const blocked = subjectShort || subjectLong || messageShort || messageLong;

  async function onSubmit(values: FormValues) {
    try {
      const ticket = await apiFetch<MyTicketView>('/support/submit', {
        method: 'POST',
        body: {
          subject: values.subject,
          message: values.message,
          category: values.category,
          ...(signedIn ? {} : { email: values.email }),
        },
      });
      notify.success(ticketSentMessage(ticket.priority), TOAST_MS.long);
      reset();
      if (signedIn) void queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY });
      onSent?.(ticket);
    } catch (err) {
      notify.error(submitErrorText(err, TICKET_FAILED));
    }
  }

  const roomy = layout === 'page';
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <fieldset disabled={isSubmitting} className="space-y-4">
        {signedIn ? (
          profile.data?.email && (
            <p className="text-sm text-muted">
              We&apos;ll reply to <span className="font-medium text-ink">{profile.data.email}</span>.
            </p>
          )
        ) : (
          <FormField label="Your email" htmlFor={ids.email}>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              placeholder="you@school.org.uk"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? ids.emailError : undefined}
              {...register('email')}
            />
            <FieldError id={ids.emailError} message={errors.email?.message} />
          </FormField>
        )}
        <FormField label="Subject" htmlFor={ids.subject}>
          <Input
            id={ids.subject}
            placeholder="e.g. My quiz will not print"
            aria-invalid={subjectLong ? true : undefined}
            aria-describedby={[subjectShort && ids.subjectHint, subjectLong && ids.subjectCounter].filter(Boolean).join(' ') || undefined}
            {...register('subject')}
          />
          <MinHint id={ids.subjectHint} show={subjectShort} message={SUBJECT_TOO_SHORT} />
          {subjectLong && (
            <CharCounter
              id={ids.subjectCounter}
              length={subject.length}
              max={SUPPORT_SUBJECT_MAX}
              over
              tooLong={SUBJECT_TOO_LONG}
            />
          )}
        </FormField>
        <FormField label="Category" htmlFor={ids.category}>
          <NativeSelect id={ids.category} {...register('category')}>
            {SUPPORT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {SUPPORT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Message" htmlFor={ids.message}>
          <CountedTextarea
            id={ids.message}
            rows={roomy ? 8 : 5}
            placeholder="What were you doing, what did you expect, and what happened instead?"
            hint={{ id: ids.messageHint, show: messageShort, message: MESSAGE_TOO_SHORT }}
            counter={{
              id: ids.messageCounter,
              length: message.length,
              max: SUPPORT_MESSAGE_MAX,
              over: messageLong,
              tooLong: MESSAGE_TOO_LONG,
            }}
            {...register('message')}
          />
        </FormField>
      </fieldset>
      <div className="space-y-2">
        {isPremium ? (
          <Button
            type="submit"
            variant="premium"
            size={roomy ? 'lg' : 'default'}
            className="w-full"
            disabled={isSubmitting || blocked}
          >
            {isSubmitting ? <Spinner /> : <Crown aria-hidden />}
            Send Priority Ticket
          </Button>
        ) : (
          <Button type="submit" size={roomy ? 'lg' : 'default'} className="w-full" disabled={isSubmitting || blocked}>
            {isSubmitting ? <Spinner /> : <Send aria-hidden />}
            Send Ticket
          </Button>
        )}
        <p className="text-center text-xs text-muted">
          {isPremium
            ? `Priority support: we reply within ${SUPPORT_RESPONSE_HOURS.premium} hours.`
            : `We reply within ${SUPPORT_RESPONSE_HOURS.standard} hours. Premium members get priority support within ${SUPPORT_RESPONSE_HOURS.premium} hours.`}
        </p>
      </div>
    </form>
  );
}
