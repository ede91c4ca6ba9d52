import type { Metadata } from 'next';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '@/lib/constants/product';
import { DELETION_RETENTION_DAYS } from '@/lib/constants/accounts';
import { VISITOR_PREVIEWS_PER_DAY } from '@/lib/constants/previews';
import { PRICE_CHANGE_NOTICE_DAYS } from '@/lib/constants/billing';
import { LegalDocument, LegalList, LegalSubheading, TextLink, type LegalSection } from '@/components/marketing/legal';

export const metadata: Metadata = {
  title: 'Privacy',
  description: 'How Plenary collects, uses and protects personal data under UK data protection law.',
};

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          Plenary is an online service that writes lessons for teachers: a lesson plan, a worksheet with its
          answer key and a quiz. In this notice, &ldquo;Plenary&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo;
          mean the operator of the service, and &ldquo;you&rdquo; means anyone who visits the website or has an
          account.
        </p>
        <p>
          We are the <strong>data controller</strong> for the personal data described in this notice. That means
          we decide how and why it is used, and we are responsible for looking after it under the UK General Data
          Protection Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic
          Communications Regulations (PECR).
        </p>
        <p>
          For anything about your personal data, write to{' '}
          <TextLink href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: 'summary',
    title: 'The short version',
    content: (
      <LegalList>
        <li>We collect what we need to run your account and write your lessons, and nothing more.</li>
        <li>
          Plenary never needs information about pupils. Please do not put pupils&apos; personal data into a
          lesson request.
        </li>
        <li>
          To write a lesson we send only the lesson request (such as subject, year group and topic) to our AI
          provider, never your name or e-mail address.
        </li>
        <li>Payments are handled by Stripe. We never see or store your full card number.</li>
        <li>We do not sell your data, and we do not use advertising or tracking cookies.</li>
        <li>
          You can export all your data and delete your account yourself from Settings. After you delete your
          account, your personal data and lessons are deleted within {DELETION_RETENTION_DAYS} days.
        </li>
      </LegalList>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <LegalSubheading>Your account</LegalSubheading>
        <LegalList>
          <li>Your name and e-mail address.</li>
          <li>
            Your password, stored only in a scrambled (hashed) form that cannot be turned back into the password.
            If you sign in with Google instead, we receive your name and e-mail address from Google.
          </li>
          <li>
            Your teaching profile: the role you use Plenary as, your subjects, the UK nation you teach in, year
            groups and exam board, if you choose to give them.
          </li>
        </LegalList>

        <LegalSubheading>Your lessons</LegalSubheading>
        <LegalList>
          <li>
            Each lesson request: subject, year group, topic, lesson length, and any location, exam board or
            special requirements you add.
          </li>
          <li>The lessons written for you, the changes you make to them and the notes you give when you regenerate a section.</li>
          <li>How many lessons and changes you have used, so that plan limits can be applied.</li>
        </LegalList>

        <LegalSubheading>Your subscription</LegalSubheading>
        <LegalList>
          <li>
            Your plan, subscription status and renewal dates, and the reference numbers Stripe gives your
            customer record and subscription.
          </li>
          <li>
            Card details are entered on Stripe&apos;s secure pages and go straight to Stripe. We never see or store
            your full card number.
          </li>
        </LegalList>

        <LegalSubheading>Messages you send us</LegalSubheading>
        <LegalList>
          <li>Support requests and feedback, with the page you sent them from.</li>
        </LegalList>

        <LegalSubheading>Technical information</LegalSubheading>
        <LegalList>
          <li>
            When you use the site our servers record your IP address, browser type, the pages and addresses
            requested, times and any errors. We use this to keep the service secure and working.
          </li>
        </LegalList>

        <LegalSubheading>Visitors without an account</LegalSubheading>
        <LegalList>
          <li>
            Visitors can try {VISITOR_PREVIEWS_PER_DAY} free lesson previews a day. To apply that limit we count
            previews against your IP address and a signed cookie. A preview is kept in your browser, not in an
            account, unless you sign up and choose to keep it.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: 'pupils',
    title: "Pupils' personal data",
    content: (
      <>
        <p>
          Plenary is a planning tool for teachers. It never needs to know anything about individual pupils, and
          it is not designed to hold pupils&apos; personal data.
        </p>
        <p>
          <strong>
            Please do not put pupils&apos; personal data into a topic, special requirements, feedback or any other
            field.
          </strong>{' '}
          That includes names, initials, photographs, dates of birth, and details of a named pupil&apos;s health,
          special educational needs, behaviour or family circumstances.
        </p>
        <p>
          Describe needs in general terms instead, for example &ldquo;two pupils with dyslexia&rdquo; or
          &ldquo;several EAL learners at an early stage of English&rdquo;. This gives Plenary what it needs to
          plan support without identifying anyone. Our{' '}
          <TextLink href="/terms">terms of service</TextLink> require this, and if we find pupils&apos; personal
          data in the service we may delete it.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your data and our lawful bases',
    content: (
      <>
        <p>UK GDPR requires a lawful basis for each way we use personal data. Ours are:</p>
        <LegalSubheading>To provide the service you signed up for (contract)</LegalSubheading>
        <LegalList>
          <li>Creating and running your account and signing you in.</li>
          <li>Writing, saving, showing and printing your lessons, and applying the limits of your plan.</li>
          <li>Taking payment for Premium, managing your subscription and sending receipts.</li>
          <li>Answering your support requests.</li>
          <li>
            Sending messages about your account that you need, such as security notices and notice of price
            changes.
          </li>
        </LegalList>
        <LegalSubheading>To keep Plenary safe and working well (legitimate interests)</LegalSubheading>
        <LegalList>
          <li>Limiting sign-in attempts, blocking abuse and fraud, and applying the daily limit on free previews.</li>
          <li>Finding and fixing faults using server logs.</li>
          <li>Improving Plenary using your feedback and overall usage figures.</li>
        </LegalList>
        <p>
          We have weighed these interests against your rights and use the least data we can. You can object to
          any use based on legitimate interests (see <TextLink href="#your-rights">your rights</TextLink>).
        </p>
        <LegalSubheading>To meet our legal duties (legal obligation)</LegalSubheading>
        <LegalList>
          <li>Keeping financial records for tax, and responding to lawful requests from authorities.</li>
        </LegalList>
        <LegalSubheading>Optional e-mails (consent)</LegalSubheading>
        <LegalList>
          <li>
            News you ask for, such as being told when a new feature opens. You can withdraw consent at any time
            using the link in the e-mail or by writing to us.
          </li>
        </LegalList>
        <p>
          We do not sell personal data, we do not show advertising, and we do not make decisions about you by
          automated means that have legal or similarly significant effects.
        </p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'How lessons are written',
    content: (
      <>
        <p>
          Lesson text is written by an AI model. Our AI provider is Anthropic, whose Claude models write the
          lesson plan, worksheet and quiz.
        </p>
        <p>
          When you ask for a lesson, or for a section to be regenerated, we send Anthropic{' '}
          <strong>only the lesson request</strong>: the subject, year group, topic, lesson length, any location,
          exam board and special requirements you added, and any notes you gave for the change. We do not send
          your name, e-mail address, account details or payment details.
        </p>
        <p>
          Anthropic processes the request on our behalf to produce the lesson text and returns it to us. This is
          one more reason to keep pupils&apos; personal data out of lesson requests.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    content: (
      <>
        <p>
          We use a small number of trusted service providers. They act as our <strong>processors</strong>: they
          may use the data only to provide their service to us, under written contracts that require them to keep
          it secure.
        </p>
        <LegalList>
          <li>
            <strong>Hosting provider</strong>: runs the servers and database where your account and lessons are
            stored.
          </li>
          <li>
            <strong>Stripe</strong>: takes card payments and manages subscriptions. Stripe also acts as an
            independent controller for some purposes, such as preventing fraud and meeting its own legal duties;
            see <TextLink href="https://stripe.com/gb/privacy">Stripe&apos;s privacy policy</TextLink>.
          </li>
          <li>
            <strong>Anthropic</strong>: writes lesson text from the lesson request, as described above; see{' '}
            <TextLink href="https://www.anthropic.com/legal/privacy">Anthropic&apos;s privacy policy</TextLink>.
          </li>
          <li>
            <strong>E-mail delivery service</strong>: sends account and service e-mails on our behalf.
          </li>
        </LegalList>
        <p>
          We may also share personal data when the law requires it, to protect the rights and safety of our users
          or others, or with a buyer if the service is ever sold, in which case this notice would continue to
          protect your data.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    content: (
      <p>
        Some of our providers, including Stripe and Anthropic, are based in or process data in the United States.
        When personal data leaves the UK we make sure it is protected by safeguards recognised under UK law, such
        as the UK International Data Transfer Agreement, the UK Addendum to the EU Standard Contractual Clauses,
        or the UK Extension to the EU&ndash;US Data Privacy Framework. You can ask us for details.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    content: (
      <>
        <p>We use only what is strictly necessary to run the service:</p>
        <LegalList>
          <li>
            <strong>Sign-in cookies</strong> keep you signed in and protect forms against forgery. The session
            cookie cannot be read by scripts on the page.
          </li>
          <li>
            <strong>A preview cookie</strong> for visitors, signed so it cannot be altered, which counts free
            previews.
          </li>
          <li>
            <strong>Browser session storage</strong> holds a visitor&apos;s preview until the tab is closed or
            they sign up.
          </li>
        </LegalList>
        <p>
          Stripe sets its own cookies on its payment pages to prevent fraud. We do not use advertising cookies or
          third-party tracking. Because these cookies are strictly necessary, PECR does not require us to ask for
          consent; if we ever want to use other cookies, we will ask you first.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    content: (
      <LegalList>
        <li>Your account, profile and lessons are kept while your account is open.</li>
        <li>
          When you delete your account, your personal data and lessons are deleted within{' '}
          {DELETION_RETENTION_DAYS} days.
        </li>
        <li>
          Payment records are the exception: the law requires us to keep records of payments and invoices for
          tax purposes, normally for six years. Stripe keeps its own records under its own policy.
        </li>
        <li>Server logs are kept only for a short period, to keep the service secure and fix faults.</li>
        <li>Visitor preview counts are daily counts and are deleted once they are no longer needed.</li>
      </LegalList>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <LegalList>
          <li>get a copy of your personal data (access);</li>
          <li>have inaccurate data corrected (rectification);</li>
          <li>have your data deleted (erasure);</li>
          <li>ask us to limit how we use your data (restriction);</li>
          <li>receive your data in a format you can reuse (portability);</li>
          <li>object to uses based on legitimate interests;</li>
          <li>withdraw consent at any time, where we rely on consent.</li>
        </LegalList>
        <p>You can use two of these rights yourself, at any time, from Settings in your account:</p>
        <LegalList>
          <li>
            <strong>Export your data</strong>: download all your account data and lessons as a JSON file.
          </li>
          <li>
            <strong>Delete your account</strong>: your personal data and lessons are then deleted within{' '}
            {DELETION_RETENTION_DAYS} days.
          </li>
        </LegalList>
        <p>
          For anything else, write to <TextLink href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</TextLink>. We
          will reply within one month, and there is normally no charge. We may need to confirm your identity
          first, and we will tell you if a complex request needs longer.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Keeping data secure',
    content: (
      <>
        <p>
          All connections to Plenary are encrypted. Passwords are stored only as secure hashes. Sign-in cookies
          are marked secure and cannot be read by scripts. Every lesson and account record can be read only by
          its owner, and access to our systems is limited to the people who need it.
        </p>
        <p>
          If a data breach puts your rights at risk, we will report it to the Information Commissioner&apos;s
          Office within 72 hours where the law requires, and tell you without undue delay if the risk to you is
          high.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Plenary is for teachers and other adults. It is not designed for or directed at children, and we do not
        knowingly collect personal data from children under 13. If you believe a child has given us personal
        data, please tell us at <TextLink href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</TextLink> and we will
        delete it.
      </p>
    ),
  },
  {
    id: 'messages',
    title: 'Messages we send you',
    content: (
      <p>
        We use your e-mail address for messages about your account and subscription: receipts, security notices
        and changes to the service. If the Premium price changes, we will tell you at least{' '}
        {PRICE_CHANGE_NOTICE_DAYS} days before the new price applies, so you have time to decide whether to
        continue.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    content: (
      <p>
        We will update this notice when the way we use personal data changes, and change the date at the top. If
        a change is significant, we will tell you by e-mail or in the app before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us and complaints',
    content: (
      <>
        <p>
          Privacy questions and requests: <TextLink href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</TextLink>.
          Everything else: <TextLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink> or our{' '}
          <TextLink href="/contact">contact page</TextLink>.
        </p>
        <p>
          If you are unhappy with how we have handled your data, please tell us first so we can put it right. You
          also have the right to complain to the Information Commissioner&apos;s Office (ICO), the UK&apos;s data
          protection regulator: visit{' '}
          <TextLink href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</TextLink> or call
          0303 123 1113.
        </p>
      </>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy notice"
      intro={
        <p>
          This notice explains what personal data Plenary collects, why, who it is shared with, how long it is
          kept and the rights you have. We have tried to write it in plain English.
        </p>
      }
      sections={sections}
    />
  );
}
