import { today } from '../../src/core/clock';
import { SENT_MESSAGES } from '../../src/domain/text/form-messages';
import { SCHOOL_YEARS } from '../../src/domain/activities/school-years';
import {
  SITE_VISIT_LIMITS as L,
  SITE_VISIT_VARIANTS,
  type SiteVisitVariant,
  TABLE_SETUPS,
  siteVisitFormSchema,
} from '../../src/schemas/forms/site-visit';
import { Checkbox, SelectField, TextField } from '../../src/ui/form/Field';
import { FormShell } from '../../src/ui/form/FormShell';
import { useForm } from '../../src/ui/form/use-form';

export interface SiteVisitFormProps {
  variant?: string;
  subject?: string;
  emailto?: string;
  heading?: string;
}

const DEFAULTS = {
  name: '',
  company: '',
  phone: '',
  email: '',
  adults: '',
  children: '',
  school_year_low: '',
  school_year_high: '',
  preferred_visit: '',
  second_choice: '',
  arrival_time: '',
  departure_time: '',
  dining_arrival_time: '',
  table_setup: '',
  message: '',
  consent: 'false',
};

/** A site visit or group enquiry: standard, school (years, children) or dining (times). */
export function SiteVisitForm({ variant, subject, emailto, heading }: SiteVisitFormProps) {
  const kind: SiteVisitVariant = SITE_VISIT_VARIANTS.includes(variant as SiteVisitVariant)
    ? (variant as SiteVisitVariant)
    : 'standard';
  const school = kind === 'school';
  const dining = kind === 'dining';
  const day = today();
  const handle = useForm({
    kind: 'siteVisit',
    defaults: DEFAULTS,
    schema: siteVisitFormSchema({ today: day, variant: kind }),
    // Fields of another variant are never posted, even when a draft still holds them.
    toInput: (values) => ({
      ...values,
      school_year_low: school ? values.school_year_low : '',
      school_year_high: school ? values.school_year_high : '',
      dining_arrival_time: dining ? values.dining_arrival_time : '',
      subject: subject ?? '',
      emailto: emailto ?? '',
    }),
  });
  const count = (name: 'adults' | 'children', label: string, optional?: boolean) => (
    <TextField
      name={name}
      label={label}
      type="number"
      min={String(L[name].min)}
      max={String(L[name].max)}
      optional={optional}
    />
  );
  return (
    <FormShell
      handle={handle}
      title={heading}
      label={
        school ? 'School visit enquiry' : dining ? 'Group dining enquiry' : 'Group visit enquiry'
      }
      submitLabel="Send enquiry"
      errorSummary
      sentMessage={SENT_MESSAGES.siteVisit}
    >
      <div className="ik-row">
        <TextField name="name" label="Contact name" autoComplete="name" />
        <TextField
          name="company"
          label={school ? 'School name' : 'Company name'}
          autoComplete="organization"
        />
      </div>
      <div className="ik-row">
        <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <div className="ik-row">
        {count('adults', school ? 'Number of adults' : 'Number of guests')}
        {count('children', 'Number of children', !school)}
      </div>
      {school ? (
        <div className="ik-row">
          <SelectField
            name="school_year_low"
            label="Youngest school year"
            options={SCHOOL_YEARS}
            placeholder="Choose a year"
            optional
          />
          <SelectField
            name="school_year_high"
            label="Oldest school year"
            options={SCHOOL_YEARS}
            placeholder="Choose a year"
            optional
          />
        </div>
      ) : null}
      <div className="ik-row">
        <TextField name="preferred_visit" label="Preferred date" type="date" min={day} />
        <TextField name="second_choice" label="Second choice date" type="date" min={day} optional />
      </div>
      <div className="ik-row">
        <TextField name="arrival_time" label="Arrival time" type="time" optional />
        <TextField name="departure_time" label="Departure time" type="time" optional />
        {dining ? (
          <TextField name="dining_arrival_time" label="Dining arrival time" type="time" optional />
        ) : null}
      </div>
      <SelectField
        name="table_setup"
        label="Table layout"
        options={TABLE_SETUPS}
        placeholder="No preference"
        optional
      />
      <TextField name="message" label="Message" multiline optional />
      <Checkbox name="consent" label="Send me news and offers by email" />
    </FormShell>
  );
}
