//! Which Discord call delivers which reply: a pure function, so the rules that keep private
//! things private and answer every interaction exactly once are tested without Discord.
//!
//! Rules:
//! - An interaction gets exactly one initial response: the first `Respond`/`Update` reply, or a
//!   silent acknowledgement (type 6) for a component, or a short private "done" for a command.
//! - A private reply (`to: User`) is only ever sent ephemerally, and only to the user who
//!   interacted; with no interaction (the scheduler) or another addressee it is dropped.
//! - `Update` never rewrites a public message with a private reply; it becomes an ephemeral
//!   response instead.
//! - A `Modal` reply opens a pop-up form, which Discord only allows as the *initial* response
//!   (type 9) to a button, select or slash command, never after a deferral and never to a modal
//!   submit. Otherwise its text (which says to click again) is sent ephemerally instead.

use commands::api::{Audience, Delivery, Reply};

/// What kind of interaction is being answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A slash command; deferred as an ephemeral "thinking" response.
    Command,
    /// A button or select on a message; deferred as a silent acknowledgement.
    Component { message_ephemeral: bool },
    /// A modal submit; `message_ephemeral` is `None` when the modal did not come from a
    /// message component (then there is no message to update).
    Modal { message_ephemeral: Option<bool> },
}

impl Kind {
    /// Whether the interaction's message is one an `Update` may carry `private` content to.
    fn may_update(self, private: bool) -> bool {
        let ephemeral = match self {
            Kind::Command => return false,
            Kind::Component { message_ephemeral } => message_ephemeral,
            Kind::Modal {
                message_ephemeral: None,
            } => return false,
            Kind::Modal {
                message_ephemeral: Some(e),
            } => e,
        };
        !private || ephemeral
    }
}

/// The interaction the replies answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answering<'a> {
    pub kind: Kind,
    /// The user who interacted: the only one who may receive private replies here.
    pub user: &'a str,
    /// Whether a deferral (type 5 for commands, 6 otherwise) was already sent.
    pub deferred: bool,
}

/// One Discord call. `reply` indexes the replies the plan was made from; `None` stands for a
/// short acknowledgement text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanStep {
    /// Initial response type 4.
    Respond {
        reply: Option<usize>,
        ephemeral: bool,
    },
    /// Initial response type 7: replace the message the component was on.
    Update { reply: usize },
    /// Initial response type 9: open the reply's modal.
    Modal { reply: usize },
    /// Initial response type 6: nothing to say, stop the spinner.
    Acknowledge,
    /// Edit the original response (after a deferral; for components that is their message).
    EditOriginal { reply: Option<usize> },
    /// A further message attached to the interaction.
    Followup { reply: usize, ephemeral: bool },
    /// Edit (or post, and remember) the table's board message.
    Board {
        reply: usize,
        table: i64,
        message: Option<String>,
    },
    /// A new channel message.
    Post { reply: usize },
    /// Not sent; logged at WARN.
    Drop { reply: usize, why: &'static str },
    /// A direct message (`/notify`): handed to the delivery worker at once, which opens the
    /// user's DM channel and sends it from the outbox.
    Worker { reply: usize },
}

/// Plans the delivery of `replies`, answering `answering` if there is an interaction.
pub fn plan(replies: &[Reply], answering: Option<&Answering<'_>>) -> Vec<PlanStep> {
    let Some(a) = answering else {
        return replies
            .iter()
            .enumerate()
            .map(|(i, r)| channel_step(i, r))
            .collect();
    };
    let may_receive = |r: &Reply| match &r.to {
        Audience::Public(_) => true,
        Audience::User(u) => u == a.user,
    };
    let primary = replies.iter().position(|r| {
        matches!(
            r.delivery,
            Delivery::Respond | Delivery::Update | Delivery::Modal { .. }
        ) && may_receive(r)
    });

    let mut steps = initial_steps(replies, primary, a);
    steps.extend(
        replies
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != primary)
            .map(|(i, r)| match &r.to {
                _ if matches!(r.delivery, Delivery::Direct { .. } | Delivery::Archive) => {
                    PlanStep::Worker { reply: i }
                }
                _ if matches!(r.delivery, Delivery::OpenThread { .. }) => PlanStep::Drop {
                    reply: i,
                    why: THREAD_REQUEST,
                },
                Audience::User(u) if u == a.user => PlanStep::Followup {
                    reply: i,
                    ephemeral: true,
                },
                Audience::User(_) => PlanStep::Drop {
                    reply: i,
                    why: "private reply to someone other than the user who interacted",
                },
                Audience::Public(_) => match r.delivery {
                    Delivery::Respond | Delivery::Update | Delivery::Modal { .. } => {
                        PlanStep::Followup {
                            reply: i,
                            ephemeral: r.ephemeral,
                        }
                    }
                    _ => channel_step(i, r),
                },
            }),
    );
    steps
}

/// The first call(s): within 3 s of the interaction, or following up on the deferral.
fn initial_steps(replies: &[Reply], primary: Option<usize>, a: &Answering<'_>) -> Vec<PlanStep> {
    let Some(i) = primary else {
        return match (a.kind, a.deferred) {
            (Kind::Command, false) => vec![PlanStep::Respond {
                reply: None,
                ephemeral: true,
            }],
            (Kind::Command, true) => vec![PlanStep::EditOriginal { reply: None }],
            (_, false) => vec![PlanStep::Acknowledge],
            // The silent deferral already answered.
            (_, true) => vec![],
        };
    };
    let r = &replies[i];
    let private = !r.to.is_public();
    let ephemeral = private || r.ephemeral;
    if matches!(r.delivery, Delivery::Modal { .. }) {
        let opens = !a.deferred && matches!(a.kind, Kind::Command | Kind::Component { .. });
        return match (opens, a.deferred) {
            (true, _) => vec![PlanStep::Modal { reply: i }],
            // The form cannot open: say so, privately.
            (false, false) => vec![PlanStep::Respond {
                reply: Some(i),
                ephemeral: true,
            }],
            (false, true) if a.kind == Kind::Command => {
                vec![PlanStep::EditOriginal { reply: Some(i) }]
            }
            (false, true) => vec![PlanStep::Followup {
                reply: i,
                ephemeral: true,
            }],
        };
    }
    let update = r.delivery == Delivery::Update && a.kind.may_update(private);
    match (a.kind, a.deferred, update) {
        (_, false, true) => vec![PlanStep::Update { reply: i }],
        (_, false, false) => vec![PlanStep::Respond {
            reply: Some(i),
            ephemeral,
        }],
        // The ephemeral "thinking" message can only become an ephemeral answer. A public answer
        // goes out as a followup, after the thinking message is closed: otherwise Discord would
        // turn that first followup into the (ephemeral) original response.
        (Kind::Command, true, _) if ephemeral => vec![PlanStep::EditOriginal { reply: Some(i) }],
        (Kind::Command, true, _) => vec![
            PlanStep::EditOriginal { reply: None },
            PlanStep::Followup {
                reply: i,
                ephemeral: false,
            },
        ],
        (_, true, true) => vec![PlanStep::EditOriginal { reply: Some(i) }],
        (_, true, false) => vec![PlanStep::Followup {
            reply: i,
            ephemeral,
        }],
    }
}

/// Delivery without an interaction to answer.
fn channel_step(i: usize, r: &Reply) -> PlanStep {
    match r.delivery {
        Delivery::Direct { .. } | Delivery::Archive => return PlanStep::Worker { reply: i },
        Delivery::OpenThread { .. } => {
            return PlanStep::Drop {
                reply: i,
                why: THREAD_REQUEST,
            }
        }
        _ => {}
    }
    if !r.to.is_public() {
        return PlanStep::Drop {
            reply: i,
            why: "private reply with no interaction to answer",
        };
    }
    match &r.delivery {
        Delivery::Board { table, message } => PlanStep::Board {
            reply: i,
            table: *table,
            message: message.clone(),
        },
        Delivery::Post | Delivery::Respond | Delivery::Update => PlanStep::Post { reply: i },
        Delivery::Modal { .. } => PlanStep::Drop {
            reply: i,
            why: "a form can only open in answer to an interaction",
        },
        Delivery::Direct { .. } | Delivery::Archive => PlanStep::Worker { reply: i },
        Delivery::OpenThread { .. } => PlanStep::Drop {
            reply: i,
            why: THREAD_REQUEST,
        },
    }
}

/// Why a request for a thread is never delivered: the interaction's handler opens the thread
/// and gives the input again ([`super::threads`]); one that gets here is a bug, logged.
const THREAD_REQUEST: &str = "a request for a thread reached delivery instead of being carried out";

#[cfg(test)]
mod tests {
    use super::*;
    use commands::api::Actor;

    fn actor(user: &str) -> Actor {
        Actor {
            guild: "1".into(),
            channel: "10".into(),
            user: user.into(),
            name: user.into(),
            manage_channels: false,
            manage_server: false,
            parent: None,
            threads: Default::default(),
            locales: Default::default(),
        }
    }

    fn private(user: &str, delivery: Delivery) -> Reply {
        Reply {
            delivery,
            ..Reply::private(&actor(user), "psst")
        }
    }

    fn public(delivery: Delivery) -> Reply {
        Reply {
            delivery,
            ..Reply::post("10", "hello")
        }
    }

    fn board(message: Option<&str>) -> Reply {
        public(Delivery::Board {
            table: 7,
            message: message.map(str::to_string),
        })
    }

    fn answering(kind: Kind, deferred: bool) -> Answering<'static> {
        Answering {
            kind,
            user: "u1",
            deferred,
        }
    }

    const BUTTON_ON_PUBLIC: Kind = Kind::Component {
        message_ephemeral: false,
    };
    const BUTTON_ON_EPHEMERAL: Kind = Kind::Component {
        message_ephemeral: true,
    };

    #[test]
    fn command_private_respond_is_ephemeral() {
        let replies = [private("u1", Delivery::Respond), board(None)];
        let steps = plan(&replies, Some(&answering(Kind::Command, false)));
        assert_eq!(
            steps,
            vec![
                PlanStep::Respond {
                    reply: Some(0),
                    ephemeral: true
                },
                PlanStep::Board {
                    reply: 1,
                    table: 7,
                    message: None
                },
            ]
        );
    }

    #[test]
    fn private_reply_is_ephemeral_even_if_flag_says_otherwise() {
        let mut r = private("u1", Delivery::Respond);
        r.ephemeral = false;
        let steps = plan(&[r], Some(&answering(Kind::Command, false)));
        assert_eq!(
            steps,
            vec![PlanStep::Respond {
                reply: Some(0),
                ephemeral: true
            }]
        );
    }

    #[test]
    fn command_without_answer_gets_private_ack() {
        let steps = plan(&[board(Some("5"))], Some(&answering(Kind::Command, false)));
        assert_eq!(
            steps[0],
            PlanStep::Respond {
                reply: None,
                ephemeral: true
            }
        );
        let steps = plan(&[], Some(&answering(Kind::Command, true)));
        assert_eq!(steps, vec![PlanStep::EditOriginal { reply: None }]);
    }

    #[test]
    fn click_without_answer_is_acknowledged() {
        let steps = plan(
            &[public(Delivery::Post)],
            Some(&answering(BUTTON_ON_PUBLIC, false)),
        );
        assert_eq!(
            steps,
            vec![PlanStep::Acknowledge, PlanStep::Post { reply: 0 }]
        );
    }

    #[test]
    fn deferred_click_without_answer_sends_nothing_more() {
        let steps = plan(
            &[board(Some("5"))],
            Some(&answering(BUTTON_ON_PUBLIC, true)),
        );
        assert_eq!(
            steps,
            vec![PlanStep::Board {
                reply: 0,
                table: 7,
                message: Some("5".into())
            }]
        );
    }

    #[test]
    fn update_on_ephemeral_message_edits_it() {
        let replies = [private("u1", Delivery::Update)];
        let steps = plan(&replies, Some(&answering(BUTTON_ON_EPHEMERAL, false)));
        assert_eq!(steps, vec![PlanStep::Update { reply: 0 }]);
        let steps = plan(&replies, Some(&answering(BUTTON_ON_EPHEMERAL, true)));
        assert_eq!(steps, vec![PlanStep::EditOriginal { reply: Some(0) }]);
    }

    #[test]
    fn private_update_never_rewrites_a_public_message() {
        let replies = [private("u1", Delivery::Update)];
        let steps = plan(&replies, Some(&answering(BUTTON_ON_PUBLIC, false)));
        assert_eq!(
            steps,
            vec![PlanStep::Respond {
                reply: Some(0),
                ephemeral: true
            }]
        );
        let steps = plan(&replies, Some(&answering(BUTTON_ON_PUBLIC, true)));
        assert_eq!(
            steps,
            vec![PlanStep::Followup {
                reply: 0,
                ephemeral: true
            }]
        );
    }

    #[test]
    fn public_update_rewrites_the_board() {
        let steps = plan(
            &[public(Delivery::Update)],
            Some(&answering(BUTTON_ON_PUBLIC, false)),
        );
        assert_eq!(steps, vec![PlanStep::Update { reply: 0 }]);
    }

    #[test]
    fn modal_update_needs_a_message() {
        let replies = [public(Delivery::Update)];
        let no_message = Kind::Modal {
            message_ephemeral: None,
        };
        let steps = plan(&replies, Some(&answering(no_message, false)));
        assert_eq!(
            steps,
            vec![PlanStep::Respond {
                reply: Some(0),
                ephemeral: false
            }]
        );
        let on_message = Kind::Modal {
            message_ephemeral: Some(false),
        };
        let steps = plan(&replies, Some(&answering(on_message, false)));
        assert_eq!(steps, vec![PlanStep::Update { reply: 0 }]);
    }

    #[test]
    fn extra_private_replies_are_ephemeral_followups_for_the_actor_only() {
        let replies = [
            public(Delivery::Update),
            private("u1", Delivery::Respond),
            private("u2", Delivery::Respond),
            private("u1", Delivery::Post),
        ];
        let steps = plan(&replies, Some(&answering(BUTTON_ON_PUBLIC, false)));
        assert_eq!(steps[0], PlanStep::Update { reply: 0 });
        assert_eq!(
            steps[1],
            PlanStep::Followup {
                reply: 1,
                ephemeral: true
            }
        );
        assert!(matches!(steps[2], PlanStep::Drop { reply: 2, .. }));
        assert_eq!(
            steps[3],
            PlanStep::Followup {
                reply: 3,
                ephemeral: true
            }
        );
    }

    #[test]
    fn someone_elses_private_respond_is_not_the_answer() {
        let replies = [private("u2", Delivery::Respond)];
        let steps = plan(&replies, Some(&answering(BUTTON_ON_PUBLIC, false)));
        assert_eq!(steps[0], PlanStep::Acknowledge);
        assert!(matches!(steps[1], PlanStep::Drop { reply: 0, .. }));
    }

    #[test]
    fn deferred_command_with_public_answer_closes_thinking_first() {
        let replies = [public(Delivery::Respond)];
        let steps = plan(&replies, Some(&answering(Kind::Command, true)));
        assert_eq!(
            steps,
            vec![
                PlanStep::EditOriginal { reply: None },
                PlanStep::Followup {
                    reply: 0,
                    ephemeral: false
                }
            ]
        );
        let steps = plan(
            &[private("u1", Delivery::Respond)],
            Some(&answering(Kind::Command, true)),
        );
        assert_eq!(steps, vec![PlanStep::EditOriginal { reply: Some(0) }]);
    }

    #[test]
    fn deferred_click_with_private_respond_is_an_ephemeral_followup() {
        let steps = plan(
            &[private("u1", Delivery::Respond)],
            Some(&answering(BUTTON_ON_PUBLIC, true)),
        );
        assert_eq!(
            steps,
            vec![PlanStep::Followup {
                reply: 0,
                ephemeral: true
            }]
        );
    }

    fn modal_for(user: &str) -> Reply {
        private(
            user,
            Delivery::Modal {
                custom_id: "7:3:f.lo-r1".into(),
                title: "Declare Low".into(),
                inputs: vec![],
            },
        )
    }

    #[test]
    fn a_modal_opens_only_as_the_first_answer_to_a_click_or_command() {
        for kind in [Kind::Command, BUTTON_ON_PUBLIC, BUTTON_ON_EPHEMERAL] {
            let steps = plan(&[modal_for("u1")], Some(&answering(kind, false)));
            assert_eq!(steps, vec![PlanStep::Modal { reply: 0 }], "{kind:?}");
        }
        // After a deferral the form cannot open: its text goes out privately instead.
        let steps = plan(&[modal_for("u1")], Some(&answering(BUTTON_ON_PUBLIC, true)));
        assert_eq!(
            steps,
            vec![PlanStep::Followup {
                reply: 0,
                ephemeral: true
            }]
        );
        let steps = plan(&[modal_for("u1")], Some(&answering(Kind::Command, true)));
        assert_eq!(steps, vec![PlanStep::EditOriginal { reply: Some(0) }]);
        // Never in answer to a modal submit.
        let submit = Kind::Modal {
            message_ephemeral: Some(true),
        };
        let steps = plan(&[modal_for("u1")], Some(&answering(submit, false)));
        assert_eq!(
            steps,
            vec![PlanStep::Respond {
                reply: Some(0),
                ephemeral: true
            }]
        );
        // Someone else's form, or no interaction at all: dropped.
        let steps = plan(
            &[modal_for("u2")],
            Some(&answering(BUTTON_ON_PUBLIC, false)),
        );
        assert_eq!(steps[0], PlanStep::Acknowledge);
        assert!(matches!(steps[1], PlanStep::Drop { reply: 0, .. }));
        assert!(matches!(
            plan(&[modal_for("u1")], None)[0],
            PlanStep::Drop { .. }
        ));
    }

    #[test]
    fn scheduler_posts_public_and_drops_private() {
        let replies = [
            board(Some("99")),
            public(Delivery::Post),
            public(Delivery::Respond),
            private("u1", Delivery::Respond),
        ];
        let steps = plan(&replies, None);
        assert_eq!(
            steps[..3],
            [
                PlanStep::Board {
                    reply: 0,
                    table: 7,
                    message: Some("99".into())
                },
                PlanStep::Post { reply: 1 },
                PlanStep::Post { reply: 2 },
            ]
        );
        assert!(matches!(steps[3], PlanStep::Drop { reply: 3, .. }));
    }
}
