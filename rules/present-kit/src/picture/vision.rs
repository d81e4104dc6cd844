//! Colours as players with a colour-vision deficiency see them (issue 44): a test support
//! module that simulates protanopia and deuteranopia and measures how far apart two colours
//! stay, so every game can check that the colours which tell its players or kinds apart
//! still differ for them, in hue or in lightness.
//!
//! The simulation is Machado, Oliveira and Fernandes (2009) at full severity, applied in
//! linear RGB; differences are CIE76 ΔE in CIELAB (D65), where about 2.3 is "just noticeable"
//! side by side and a small mark on a phone needs far more.

use super::svg::Color;

/// A colour-vision deficiency to simulate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    /// What the palette was chosen for.
    Typical,
    /// No working L (red) cones, about 1 % of men.
    Protanopia,
    /// No working M (green) cones, the most common kind, about 1 % of men (and more with its
    /// milder form).
    Deuteranopia,
}

impl Vision {
    /// The three kinds the tests compare a palette under.
    pub const ALL: [Vision; 3] = [Vision::Typical, Vision::Protanopia, Vision::Deuteranopia];

    /// Machado et al. (2009), severity 1.0, on linear RGB.
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Vision::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Vision::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        }
    }
}

fn to_linear(c: u8) -> f32 {
    let c = f32::from(c) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn to_srgb(c: f32) -> u8 {
    let c = c.clamp(0.0, 1.0);
    let v = if c <= 0.003_130_8 {
        c * 12.92
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    };
    (v * 255.0).round() as u8
}

/// `color` as a player with `vision` sees it.
pub fn seen(color: Color, vision: Vision) -> Color {
    let rgb = [to_linear(color.0), to_linear(color.1), to_linear(color.2)];
    let m = vision.matrix();
    let out: Vec<u8> = m
        .iter()
        .map(|row| to_srgb(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]))
        .collect();
    Color(out[0], out[1], out[2])
}

/// CIELAB (D65) of an sRGB colour: `[L*, a*, b*]`.
pub fn lab(color: Color) -> [f32; 3] {
    let (r, g, b) = (to_linear(color.0), to_linear(color.1), to_linear(color.2));
    let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
    let z = (0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b) / 1.088_83;
    let f = |t: f32| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 ΔE between `a` and `b` as a player with `vision` sees them.
pub fn difference(a: Color, b: Color, vision: Vision) -> f32 {
    let (la, lb) = (lab(seen(a, vision)), lab(seen(b, vision)));
    la.iter()
        .zip(lb)
        .map(|(x, y)| (x - y) * (x - y))
        .sum::<f32>()
        .sqrt()
}

/// How far apart two colours that tell things apart must stay under every [`Vision`]: ΔE 20
/// is plainly two colours even as a small mark on a phone (the Okabe-Ito palette's closest
/// pairs keep about that under simulation).
pub const DISTINCT: f32 = 20.0;

/// Every pair of `named` colours closer than `min` ΔE under some [`Vision`], described
/// ("red #d55e00 and yellow #f0e442 are 9.1 apart with deuteranopia"); empty when all differ.
pub fn too_close(named: &[(&str, Color)], min: f32) -> Vec<String> {
    let mut found = Vec::new();
    for (i, (na, a)) in named.iter().enumerate() {
        for (nb, b) in &named[i + 1..] {
            for vision in Vision::ALL {
                let d = difference(*a, *b, vision);
                if d < min {
                    found.push(format!(
                        "{na} {a} and {nb} {b} are {d:.1} apart with {vision:?}"
                    ));
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grey_is_seen_as_grey_and_white_stays_white() {
        for vision in Vision::ALL {
            assert_eq!(seen(Color(255, 255, 255), vision), Color(255, 255, 255));
            let g = seen(Color(128, 128, 128), vision);
            assert!(g.0.abs_diff(128) <= 2 && g.1.abs_diff(128) <= 2 && g.2.abs_diff(128) <= 2);
        }
    }

    #[test]
    fn a_colour_and_its_simulation_merge_for_the_colour_blind_but_not_for_others() {
        let red = Color(0xcc, 0x33, 0x33);
        for vision in [Vision::Protanopia, Vision::Deuteranopia] {
            // What a colour-blind player sees of red is, to them, red itself.
            let twin = seen(red, vision);
            assert!(
                difference(red, twin, Vision::Typical) > DISTINCT,
                "{vision:?}"
            );
            assert!(difference(red, twin, vision) < 3.0, "{vision:?}");
            assert_eq!(
                too_close(&[("red", red), ("twin", twin)], DISTINCT).len(),
                1
            );
        }
        // The classic pair: red and green, for deuteranopes.
        let green = Color(0x8a, 0x80, 0x30);
        assert!(difference(red, green, Vision::Typical) > 50.0);
        assert!(difference(red, green, Vision::Deuteranopia) < DISTINCT);
    }

    #[test]
    fn lab_of_known_colours() {
        let white = lab(Color(255, 255, 255));
        assert!((white[0] - 100.0).abs() < 0.1 && white[1].abs() < 0.5 && white[2].abs() < 0.5);
        let red = lab(Color(255, 0, 0));
        assert!((red[0] - 53.2).abs() < 0.5 && (red[1] - 80.1).abs() < 0.8);
    }

    #[test]
    fn the_shared_palette_keeps_its_meaningful_colours_apart() {
        use super::super::palette::*;
        let close = too_close(&[("team 1", TEAM[0]), ("team 2", TEAM[1])], DISTINCT);
        assert!(close.is_empty(), "{close:?}");
        for (name, c) in [("accent", ACCENT), ("good", GOOD), ("text", TEXT)] {
            for vision in Vision::ALL {
                let d = difference(c, TABLE, vision);
                assert!(d >= DISTINCT, "{name} on the table: {d} with {vision:?}");
            }
        }
    }
}
