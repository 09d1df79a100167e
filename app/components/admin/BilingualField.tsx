/**
 * The two language fieldsets (`lang="it"`, then `lang="en"`) of the /admin/content edit forms
 * (issue 14 item 5; decision record 0036): every field is asked once per language, named and
 * identified `<name>It` / `<name>En`, so the zod schemas and the tests find the same names.
 */
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/content-form";

export type Lang = "It" | "En";

export interface BilingualFieldSpec<Base extends string> {
  /** The field's base name: `title` gives the inputs `titleIt` and `titleEn`. */
  name: Base;
  /** The label (already translated), the same in both fieldsets: the legend names the language. */
  label: string;
  hint?: string;
  /** A `<textarea>` with this many rows; a one-line text input when absent. */
  rows?: number;
  /** In characters; no limit in the browser when absent (the zod schema still applies). */
  maxLength?: number;
}

export function BilingualFields<const Base extends string>({
  fields,
  errors,
  value,
}: {
  fields: readonly BilingualFieldSpec<Base>[];
  /** Translation keys of the errors, by input name. */
  errors: NoInfer<Partial<Record<`${Base}${Lang}`, string>>>;
  /** The text to show in an input, by input name. */
  value: NoInfer<(name: `${Base}${Lang}`) => string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {(["It", "En"] as const).map((lang) => (
        <fieldset key={lang} lang={lang.toLowerCase()}>
          <legend>{t(`adminContent.language${lang}`)}</legend>
          {fields.map((field) => {
            const name = `${field.name}${lang}` as const;
            return (
              <AdminField key={name} id={name} label={field.label} hint={field.hint} error={errors[name]}>
                {(a) =>
                  field.rows ? (
                    <textarea {...a} name={name} defaultValue={value(name)} maxLength={field.maxLength} rows={field.rows} />
                  ) : (
                    <input {...a} name={name} type="text" defaultValue={value(name)} maxLength={field.maxLength} />
                  )
                }
              </AdminField>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
