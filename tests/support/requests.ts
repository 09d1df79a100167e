/**
 * Builds real `Request`s for calling Remix loaders and actions directly in integration tests,
 * and keeps cookies between calls like a browser would.
 */
export const ORIGIN = "http://localhost:3000";

type Handler = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => Promise<Response> | Response;

/** Runs a loader/action and returns its Response, whether it returned or threw one. */
export async function call(handler: Handler, request: Request, params: Record<string, string> = {}): Promise<Response> {
  try {
    return await handler({ request, params, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The session cookie a response sets, as "respiro_session=<value>" for a Cookie header, or "" when it sets none. */
export function sessionCookieOf(response: Response): string {
  return (
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .find((pair) => pair.startsWith("respiro_session=")) ?? ""
  );
}

/** A minimal cookie jar: name → value, fed from Set-Cookie headers. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attrs] = header.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}

export interface RequestOptions {
  jar?: CookieJar;
  headers?: Record<string, string>;
}

function headersFor(options: RequestOptions, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, ...options.headers });
  const cookie = options.jar?.header();
  if (cookie) headers.set("Cookie", cookie);
  return headers;
}

export function getRequest(path: string, options: RequestOptions = {}): Request {
  return new Request(ORIGIN + path, { headers: headersFor(options) });
}

export function formRequest(path: string, fields: Record<string, string>, options: RequestOptions = {}): Request {
  return new Request(ORIGIN + path, {
    method: "POST",
    headers: headersFor(options, { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN }),
    body: new URLSearchParams(fields).toString(),
  });
}

export function jsonRequest(path: string, body: unknown, options: RequestOptions = {}): Request {
  return new Request(ORIGIN + path, {
    method: "POST",
    headers: headersFor(options, { "Content-Type": "application/json", Origin: ORIGIN }),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

let counter = 0;
/** A unique, valid registration payload. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `user_${id}`,
    email: `${id}@example.test`,
    fullName: "Giulia Rossi",
    password: "Calma-Mare-2026!",
    confirmPassword: "Calma-Mare-2026!",
    acceptTerms: true,
    acceptHealthData: true,
    skipLaunchCode: false,
    ...overrides,
  };
}

/** The /register form's fields for a registration payload, with terms and consent ticked (the launch offer box left out). */
export function registrationFormFields(reg: ReturnType<typeof newRegistration>): Record<string, string> {
  return {
    username: reg.username,
    email: reg.email,
    fullName: reg.fullName,
    password: reg.password,
    confirmPassword: reg.confirmPassword,
    acceptTerms: "on",
    acceptHealthData: "on",
  };
}
