// The colour theme: the player's choice (system, light, dark, high contrast) kept in
// localStorage `nonet.theme`; "system" follows prefers-contrast and prefers-color-scheme
// and changes with them. The chosen look is set as <html data-look="light|dark|contrast">,
// one block of colours per look in style.css.

const KEY = "nonet.theme";
const CHOICES = ["system", "light", "dark", "contrast"];

/** Wires `select` (#theme) to the page's look. */
export function setupTheme(select) {
  const dark = matchMedia("(prefers-color-scheme: dark)");
  const contrast = matchMedia("(prefers-contrast: more)");
  let choice = stored();
  const apply = () => {
    const look = choice !== "system" ? choice : contrast.matches ? "contrast" : dark.matches ? "dark" : "light";
    document.documentElement.dataset.look = look;
  };
  select.value = choice;
  select.addEventListener("change", () => {
    choice = CHOICES.includes(select.value) ? select.value : "system";
    try {
      localStorage.setItem(KEY, choice);
    } catch {
      // Storage refused: the choice still holds for this visit.
    }
    apply();
  });
  dark.addEventListener("change", apply);
  contrast.addEventListener("change", apply);
  apply();
}

function stored() {
  try {
    const v = localStorage.getItem(KEY);
    return CHOICES.includes(v) ? v : "system";
  } catch {
    return "system";
  }
}
