import type { FormErrors } from '../../../lib/forms/use-form-errors';
import type { PartnerFormValues } from './partner-form-model';

/** What every section of the partner form gets: the values, a change and the messages. */
export interface SectionProps {
  values: PartnerFormValues;
  onChange: (patch: Partial<PartnerFormValues>) => void;
  errors: FormErrors;
}
