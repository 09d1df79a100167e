/** English strings of the "validation" namespace: the same keys as ../it/validation.ts. */
import type { Translation } from "../it";

export default {
  login_required: "Enter your username or e-mail",
  username_required: "Enter your username",
  username_length: "The username must be 3 to 30 characters long",
  username_chars: "Use only letters without accents, numbers, dot, hyphen or underscore",
  email_invalid: "Check that the email is valid",
  single_line: "Write it on one line, without line breaks or invisible control characters",
  full_name_required: "Enter your name",
  full_name_length: "The name can be at most 100 characters",
  password_required: "Enter your password",
  password_min: "The password must be at least 8 characters long",
  password_max: "The password can be at most 128 characters",
  password_common: "This password is one of the most common and easiest to guess: choose another one",
  passwords_mismatch: "Passwords do not match",
  terms_required: "You must accept the terms to continue",
  health_consent_required: "Respiro needs your explicit consent to process wellbeing data",
  code_required: "Enter the security code",
  code_invalid: "Invalid code",
  language_invalid: "Unsupported language",
  invalid_json: "Invalid request: the body must be JSON",
  unsupported_media_type: "Send the data as application/json",
  forbidden_origin: "Request refused: it comes from another site",
  fix_errors: "Please fix the highlighted fields",
} satisfies Translation["validation"];
