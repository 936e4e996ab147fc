//! Themes: the styles of every part of the screen, for a dark or light terminal, in high
//! contrast, or without colour at all.
//!
//! Colours are the 16 named ones and, for the shades of highlighting, the 256-colour
//! palette, which terminals without 24-bit colour show too.
//!
//! `NO_COLOR` (<https://no-color.org>) turns any theme into its monochrome form: only
//! bold, dim, underline and reverse video, which every terminal shows without colour. The
//! board then also marks what colour would have said with characters (brackets around
//! givens, `!` around conflicts, `?` around wrong digits), so nothing rests on colour alone.

use std::fmt;
use std::str::FromStr;

use ratatui::style::{Color, Modifier, Style};

/// The themes a player can pick with `--theme`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ThemeName {
    /// Light text on a dark terminal.
    #[default]
    Dark,
    /// Dark text on a light terminal.
    Light,
    /// Black and white with the strongest colours only, for low vision.
    Contrast,
}

impl ThemeName {
    pub const ALL: [ThemeName; 3] = [ThemeName::Dark, ThemeName::Light, ThemeName::Contrast];

    pub fn name(self) -> &'static str {
        match self {
            ThemeName::Dark => "dark",
            ThemeName::Light => "light",
            ThemeName::Contrast => "contrast",
        }
    }
}

impl fmt::Display for ThemeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A theme name that is not one of [`ThemeName::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown theme `{0}`: expected dark, light or contrast")]
pub struct UnknownTheme(pub String);

impl FromStr for ThemeName {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ThemeName::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownTheme(s.to_string()))
    }
}

/// How a hint involves a cell, in the few classes a screen can tell apart by colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HintClass {
    /// A digit the step places.
    Placed,
    /// A candidate the step removes.
    Eliminated,
    /// A cell of the pattern that proves the step (base set, chain node "on", ALS cell).
    Pattern,
    /// The pattern's other side (cover set, chain node "off", a fin).
    PatternAlt,
}

/// The styles of one theme.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    pub name: ThemeName,
    /// Monochrome (`NO_COLOR`): the board adds character marks where colour would speak.
    pub mono: bool,
    /// The screen's base: text and background.
    pub base: Style,
    /// Box borders (heavy lines).
    pub box_border: Style,
    /// Lines between cells inside a box.
    pub cell_border: Style,
    pub given: Style,
    pub entry: Style,
    pub corner_note: Style,
    pub centre_note: Style,
    /// Added to the cell under the cursor.
    pub cursor: Style,
    /// Added to cells that share a house with the cursor.
    pub house: Style,
    /// Added to cells holding the cursor's digit.
    pub same_digit: Style,
    /// A digit that clashes with another in one of the rules' constraints.
    pub conflict: Style,
    /// A digit the check found wrong.
    pub wrong: Style,
    pub hint_placed: Style,
    pub hint_eliminated: Style,
    pub hint_pattern: Style,
    pub hint_pattern_alt: Style,
    /// Panel text: titles, key names, quiet text.
    pub title: Style,
    pub key: Style,
    pub dim: Style,
    pub message: Style,
}

impl Theme {
    /// The theme `name`, monochrome when `no_color`.
    pub fn new(name: ThemeName, no_color: bool) -> Theme {
        if no_color {
            return Theme::mono(name);
        }
        match name {
            ThemeName::Dark => Theme::dark(),
            ThemeName::Light => Theme::light(),
            ThemeName::Contrast => Theme::contrast(),
        }
    }

    /// The theme `name`, monochrome when the `NO_COLOR` environment variable is set to
    /// anything but the empty string (as no-color.org asks).
    pub fn from_env(name: ThemeName) -> Theme {
        Theme::new(name, no_color(std::env::var_os("NO_COLOR")))
    }

    /// The style of a hint class.
    pub fn hint(&self, class: HintClass) -> Style {
        match class {
            HintClass::Placed => self.hint_placed,
            HintClass::Eliminated => self.hint_eliminated,
            HintClass::Pattern => self.hint_pattern,
            HintClass::PatternAlt => self.hint_pattern_alt,
        }
    }

    fn dark() -> Theme {
        let fg = Color::Gray;
        Theme {
            name: ThemeName::Dark,
            mono: false,
            base: Style::new().fg(fg).bg(Color::Black),
            box_border: Style::new().fg(Color::White),
            cell_border: Style::new().fg(Color::DarkGray),
            given: Style::new().fg(Color::White).add_modifier(Modifier::BOLD),
            entry: Style::new().fg(Color::LightCyan),
            corner_note: Style::new().fg(Color::Gray),
            centre_note: Style::new().fg(Color::LightYellow),
            cursor: Style::new().bg(Color::Blue),
            house: Style::new().bg(Color::Indexed(236)),
            same_digit: Style::new().bg(Color::Indexed(58)),
            conflict: Style::new()
                .fg(Color::LightRed)
                .add_modifier(Modifier::BOLD),
            wrong: Style::new().fg(Color::Black).bg(Color::LightRed),
            hint_placed: Style::new().bg(Color::Green).fg(Color::Black),
            hint_eliminated: Style::new().bg(Color::Red).fg(Color::White),
            hint_pattern: Style::new().bg(Color::Magenta).fg(Color::White),
            hint_pattern_alt: Style::new().bg(Color::Cyan).fg(Color::Black),
            title: Style::new().fg(Color::White).add_modifier(Modifier::BOLD),
            key: Style::new().fg(Color::LightYellow),
            dim: Style::new().fg(Color::DarkGray),
            message: Style::new().fg(Color::LightGreen),
        }
    }

    fn light() -> Theme {
        Theme {
            name: ThemeName::Light,
            mono: false,
            base: Style::new().fg(Color::Black).bg(Color::White),
            box_border: Style::new().fg(Color::Black),
            cell_border: Style::new().fg(Color::Gray),
            given: Style::new().fg(Color::Black).add_modifier(Modifier::BOLD),
            entry: Style::new().fg(Color::Blue),
            corner_note: Style::new().fg(Color::DarkGray),
            centre_note: Style::new().fg(Color::Magenta),
            cursor: Style::new().bg(Color::LightBlue),
            house: Style::new().bg(Color::Indexed(254)),
            same_digit: Style::new().bg(Color::Indexed(229)),
            conflict: Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            wrong: Style::new().fg(Color::White).bg(Color::Red),
            hint_placed: Style::new().bg(Color::LightGreen).fg(Color::Black),
            hint_eliminated: Style::new().bg(Color::LightRed).fg(Color::Black),
            hint_pattern: Style::new().bg(Color::LightMagenta).fg(Color::Black),
            hint_pattern_alt: Style::new().bg(Color::LightCyan).fg(Color::Black),
            title: Style::new().fg(Color::Black).add_modifier(Modifier::BOLD),
            key: Style::new().fg(Color::Blue).add_modifier(Modifier::BOLD),
            dim: Style::new().fg(Color::DarkGray),
            message: Style::new().fg(Color::Green),
        }
    }

    /// Pure black and white plus the brightest primaries: nothing depends on a shade.
    fn contrast() -> Theme {
        let bold = Modifier::BOLD;
        Theme {
            name: ThemeName::Contrast,
            mono: false,
            base: Style::new().fg(Color::White).bg(Color::Black),
            box_border: Style::new().fg(Color::White).add_modifier(bold),
            cell_border: Style::new().fg(Color::White),
            given: Style::new().fg(Color::White).add_modifier(bold),
            entry: Style::new().fg(Color::LightCyan).add_modifier(bold),
            corner_note: Style::new().fg(Color::White),
            centre_note: Style::new().fg(Color::LightYellow),
            cursor: Style::new().fg(Color::Black).bg(Color::LightYellow),
            house: Style::new().add_modifier(Modifier::UNDERLINED),
            same_digit: Style::new().fg(Color::Black).bg(Color::White),
            conflict: Style::new()
                .fg(Color::LightRed)
                .add_modifier(bold | Modifier::UNDERLINED),
            wrong: Style::new()
                .fg(Color::White)
                .bg(Color::Red)
                .add_modifier(bold),
            hint_placed: Style::new().fg(Color::Black).bg(Color::LightGreen),
            hint_eliminated: Style::new().fg(Color::White).bg(Color::Red),
            hint_pattern: Style::new().fg(Color::Black).bg(Color::LightMagenta),
            hint_pattern_alt: Style::new().fg(Color::Black).bg(Color::LightCyan),
            title: Style::new().fg(Color::White).add_modifier(bold),
            key: Style::new().fg(Color::LightYellow).add_modifier(bold),
            dim: Style::new().fg(Color::White),
            message: Style::new().fg(Color::LightGreen).add_modifier(bold),
        }
    }

    /// Modifiers only. The board adds character marks (see the module docs).
    fn mono(name: ThemeName) -> Theme {
        let plain = Style::new();
        Theme {
            name,
            mono: true,
            base: plain,
            box_border: Style::new().add_modifier(Modifier::BOLD),
            cell_border: Style::new().add_modifier(Modifier::DIM),
            given: Style::new().add_modifier(Modifier::BOLD),
            entry: plain,
            corner_note: Style::new().add_modifier(Modifier::DIM),
            centre_note: plain,
            cursor: Style::new().add_modifier(Modifier::REVERSED),
            house: plain,
            same_digit: Style::new().add_modifier(Modifier::UNDERLINED),
            conflict: Style::new().add_modifier(Modifier::BOLD),
            wrong: Style::new().add_modifier(Modifier::BOLD),
            hint_placed: Style::new().add_modifier(Modifier::REVERSED),
            hint_eliminated: Style::new().add_modifier(Modifier::UNDERLINED),
            hint_pattern: Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            hint_pattern_alt: Style::new().add_modifier(Modifier::DIM | Modifier::UNDERLINED),
            title: Style::new().add_modifier(Modifier::BOLD),
            key: Style::new().add_modifier(Modifier::BOLD),
            dim: Style::new().add_modifier(Modifier::DIM),
            message: Style::new().add_modifier(Modifier::BOLD),
        }
    }
}

/// Whether a value of `NO_COLOR` asks for no colour: set and not empty.
fn no_color(value: Option<std::ffi::OsString>) -> bool {
    value.is_some_and(|v| !v.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_values() {
        assert!(!no_color(None));
        assert!(!no_color(Some("".into())));
        assert!(no_color(Some("1".into())));
        assert!(no_color(Some("0".into())), "any value, even 0");
    }

    #[test]
    fn names_round_trip() {
        for t in ThemeName::ALL {
            assert_eq!(t.name().parse::<ThemeName>(), Ok(t));
        }
        assert_eq!("Light".parse::<ThemeName>(), Ok(ThemeName::Light));
        assert_eq!(
            "solarized".parse::<ThemeName>().unwrap_err().to_string(),
            "unknown theme `solarized`: expected dark, light or contrast"
        );
    }

    fn styles(t: &Theme) -> [Style; 20] {
        [
            t.base,
            t.box_border,
            t.cell_border,
            t.given,
            t.entry,
            t.corner_note,
            t.centre_note,
            t.cursor,
            t.house,
            t.same_digit,
            t.conflict,
            t.wrong,
            t.hint_placed,
            t.hint_eliminated,
            t.hint_pattern,
            t.hint_pattern_alt,
            t.title,
            t.key,
            t.dim,
            t.message,
        ]
    }

    #[test]
    fn mono_uses_no_colour() {
        for name in ThemeName::ALL {
            let t = Theme::new(name, true);
            assert!(t.mono);
            for s in styles(&t) {
                assert_eq!((s.fg, s.bg), (None, None), "{name}: {s:?}");
            }
        }
    }

    #[test]
    fn colours_fit_a_256_colour_terminal() {
        for name in ThemeName::ALL {
            let t = Theme::new(name, false);
            for c in styles(&t).iter().flat_map(|s| [s.fg, s.bg]).flatten() {
                assert!(!matches!(c, Color::Rgb(..)), "{name}: {c:?}");
            }
        }
    }

    #[test]
    fn coloured_themes_tell_givens_from_entries() {
        for name in ThemeName::ALL {
            let t = Theme::new(name, false);
            assert!(!t.mono);
            assert_ne!(t.given, t.entry, "{name}");
            assert_ne!(t.conflict, t.entry, "{name}");
        }
    }
}
