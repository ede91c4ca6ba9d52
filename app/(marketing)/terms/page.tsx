import type { Metadata } from 'next';
import { SUPPORT_EMAIL } from '@/lib/constants/product';
import { DELETION_RETENTION_DAYS } from '@/lib/constants/accounts';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { VISITOR_PREVIEWS_PER_DAY } from '@/lib/constants/previews';
import {
  FREE_LESSON_LIMIT,
  MONEY_BACK_DAYS,
  PREMIUM_TRIAL_DAYS,
  PRICE_CHANGE_NOTICE_DAYS,
} from '@/lib/constants/billing';
import { SUPPORT_RESPONSE_HOURS } from '@/lib/constants/support';
import { PREMIUM_PRICE } from '@/lib/format';
import { LegalDocument, LegalList, LegalSubheading, TextLink, type LegalSection } from '@/components/marketing/legal';

export const metadata: Metadata = {
  title: 'Terms',
  description: 'The terms of service for Plenary, including plans, payments, refunds and acceptable use.',
};

const sections: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    content: (
      <>
        <p>
          These terms are the agreement between you and Plenary (&ldquo;we&rdquo;, &ldquo;us&rdquo;) for using
          the Plenary website and service. By creating an account or using the service you accept them. Please
          read them with our <TextLink href="/privacy">privacy notice</TextLink>, which explains how we use
          personal data.
        </p>
        <p>Nothing in these terms affects your legal rights as a consumer.</p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    content: (
      <p>
        Plenary writes lessons for teachers in UK schools, from Reception to Year 13. For a topic you choose it
        produces a lesson plan, a worksheet with an answer key and a quiz, which you can save, edit, regenerate
        in parts and print. We may improve, change or withdraw features over time; if a change takes away
        something important you have paid for, we will tell you in advance.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <LegalList>
        <li>
          Plenary is for teachers and other adults. You must be 18 or over to create an account. It is not for
          use by pupils.
        </li>
        <li>Give accurate details, keep your password safe and do not share your account. One account is for one person.</li>
        <li>You are responsible for what happens under your account. Tell us straight away if you think someone else has used it.</li>
      </LegalList>
    ),
  },
  {
    id: 'free',
    title: 'Free use',
    content: (
      <LegalList>
        <li>
          <strong>Visitors</strong> can try up to {VISITOR_PREVIEWS_PER_DAY} lesson previews a day without an
          account. Previews are not saved.
        </li>
        <li>
          <strong>The Free plan</strong> gives each account {FREE_LESSON_LIMIT} complete lessons in total. It
          needs no card. A lesson counts only when it is saved; a generation that fails costs nothing. Deleting a
          lesson does not give the allowance back.
        </li>
        <li>
          Each lesson allows up to {CUSTOMISATION_LIMIT} changes, counting both regenerated and edited sections.
        </li>
      </LegalList>
    ),
  },
  {
    id: 'premium',
    title: 'Premium subscription',
    content: (
      <>
        <LegalSubheading>Price and billing</LegalSubheading>
        <LegalList>
          <li>
            Premium costs <strong>{PREMIUM_PRICE} per month</strong>, charged in pounds sterling (GBP). The price
            shown is the price you pay.
          </li>
          <li>
            Payments are taken by our payment provider, Stripe, monthly in advance. Your subscription renews
            automatically each month until you cancel.
          </li>
          <li>Premium gives unlimited lessons and priority support, with a reply within {SUPPORT_RESPONSE_HOURS.premium} hours.</li>
        </LegalList>

        <LegalSubheading>Free trial</LegalSubheading>
        <LegalList>
          <li>
            Your first Premium subscription starts with a <strong>{PREMIUM_TRIAL_DAYS}-day free trial</strong>.
            You are not charged during the trial. If you cancel before it ends, you pay nothing; otherwise your
            first payment is taken when the trial ends.
          </li>
          <li>The free trial is available once per person, on the first Premium subscription only.</li>
        </LegalList>

        <LegalSubheading>Cancelling</LegalSubheading>
        <LegalList>
          <li>
            You can cancel at any time from the Subscription tab of your account. Premium continues until the
            end of the period you have paid for, and you will not be charged again.
          </li>
        </LegalList>

        <LegalSubheading>Refunds</LegalSubheading>
        <LegalList>
          <li>
            We offer a <strong>{MONEY_BACK_DAYS}-day money-back guarantee on your first payment</strong>. If you
            ask within {MONEY_BACK_DAYS} days of your first payment, we will refund that payment in full. Write
            to <TextLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink> from the e-mail address on
            your account.
          </li>
          <li>
            Otherwise, fees are non-refundable. This does not limit any refund you are entitled to by law, for
            example if the service is faulty.
          </li>
        </LegalList>

        <LegalSubheading>Lesson credits</LegalSubheading>
        <LegalList>
          <li>
            Instead of subscribing you can buy lesson credits with a one-off payment. Each credit pays for one lesson
            once your free lessons are used. Credits do not expire. Like other fees, credit purchases are
            non-refundable, except where the law gives you a right to a refund.
          </li>
        </LegalList>

        <LegalSubheading>Price changes</LegalSubheading>
        <LegalList>
          <li>
            If we change the Premium price, we will e-mail you at least {PRICE_CHANGE_NOTICE_DAYS} days before the
            new price applies to you. If you do not want to pay the new price, you can cancel before it takes
            effect.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using Plenary responsibly',
    content: (
      <>
        <p>When you use Plenary, you agree:</p>
        <LegalList>
          <li>
            <strong>not to enter pupils&apos; personal data</strong>, such as names, initials, photographs or
            details of a named pupil&apos;s health, needs or circumstances, in any field. Describe needs in general
            terms instead;
          </li>
          <li>to use Plenary for teaching and learning, and to ask only for educational topics;</li>
          <li>
            not to try to make the AI produce harmful, unlawful or inappropriate material, or to steer it away
            from writing lessons;
          </li>
          <li>
            not to get around plan limits (for example by opening several accounts), interfere with the service,
            probe its security, or copy it with automated tools;
          </li>
          <li>not to resell access to Plenary.</li>
        </LegalList>
        <p>
          Requests that are not educational topics are refused and nothing is charged. We may suspend or close an
          account that seriously or repeatedly breaks these rules; where it is fair to do so, we will warn you
          first.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your lessons and our content',
    content: (
      <>
        <p>
          What you type into Plenary stays yours, and the lessons written for you are yours to use. You may use,
          adapt, print and share them for teaching, including with colleagues in your school.
        </p>
        <p>
          You give us permission to store and process your requests and lessons only so that we can provide the
          service to you. We do not publish your lessons or share them with other users.
        </p>
        <p>The Plenary name, website and software belong to us and our licensors.</p>
      </>
    ),
  },
  {
    id: 'ai-content',
    title: 'Checking AI-written lessons',
    content: (
      <>
        <p>
          Lessons are written by an AI model and checked automatically for structure, timings and marks, but they
          can still contain mistakes. As the teacher, you remain responsible for checking that a lesson is
          accurate, suitable and safe for your pupils before you use it, including for safeguarding and for any
          practical activity.
        </p>
        <p>
          Plenary is independent. It is not endorsed by, or affiliated with, the Department for Education, Ofsted
          or any exam board, and its lessons are not official exam board materials.
        </p>
      </>
    ),
  },
  {
    id: 'data',
    title: 'Your data and closing your account',
    content: (
      <LegalList>
        <li>You can export all your data as a JSON file from Settings in your account at any time.</li>
        <li>
          You can delete your account from Settings at any time. Deleting it cancels any Premium subscription
          straight away. Your personal data and lessons are then deleted within {DELETION_RETENTION_DAYS} days, as
          set out in our{' '}
          <TextLink href="/privacy">privacy notice</TextLink>.
        </li>
        <li>
          If we close the service, we will give you reasonable notice so that you can export your data, and refund
          any fees paid for a period after it closes.
        </li>
      </LegalList>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    content: (
      <p>
        We work to keep Plenary available and reliable, but it may sometimes be unavailable for maintenance or
        because of problems outside our control, including problems with our providers. We are not responsible
        for delays or failures caused by events we cannot reasonably control.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    content: (
      <>
        <p>
          We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these
          terms or failing to use reasonable care and skill. We are not responsible for loss that was not
          foreseeable.
        </p>
        <p>
          We do not exclude or limit our liability where it would be unlawful to do so, including for death or
          personal injury caused by our negligence, or for fraud.
        </p>
        <p>
          If you use Plenary for the purposes of a business, our total liability to you is limited to the fees
          you paid us in the 12 months before the claim, and we are not liable for loss of profit, business or
          opportunity.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms, for example to reflect changes to the service or the law. We will change the
        date at the top, and if a change materially affects you we will tell you by e-mail or in the app before it
        takes effect. If you do not agree with a change, you can cancel and close your account.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Law and disputes',
    content: (
      <p>
        These terms are governed by the law of England and Wales. If a dispute arises, please contact us first
        so we can try to resolve it. You may bring proceedings in the courts of England and Wales, or, if you live
        in Scotland or Northern Ireland, in the courts where you live.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about these terms, billing or refunds: <TextLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink>,
        or see our <TextLink href="/contact">contact page</TextLink>. We aim to reply within{' '}
        {SUPPORT_RESPONSE_HOURS.standard} hours, or {SUPPORT_RESPONSE_HOURS.premium} hours for Premium members.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of service"
      intro={
        <p>
          These terms explain what you can expect from Plenary and what we expect from you, including how the
          Free and Premium plans, payments, trials and refunds work.
        </p>
      }
      sections={sections}
    />
  );
}
