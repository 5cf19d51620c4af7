// The browser's position for an action that sends one (a check-in), from the Geolocation API.

/** How long to wait for the position, an unanswered permission prompt included. */
const POSITION_WAIT_MS = 10_000;

/** The browser's position, or undefined when it is refused, unavailable or not given in time. */
export function browserPosition(): Promise<{ lng: number; lat: number } | undefined> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(undefined);
    // getCurrentPosition's own timeout starts only once permission is granted
    setTimeout(() => resolve(undefined), POSITION_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lng: p.coords.longitude, lat: p.coords.latitude }),
      () => resolve(undefined),
      { timeout: POSITION_WAIT_MS, maximumAge: 60_000 },
    );
  });
}
