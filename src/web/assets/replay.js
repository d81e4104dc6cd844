// The replay's scrubber (issue 46): buttons, slider, keys and autoplay fetch each step's JSON
// (`/t/{token}/step/{n}`) and swap the board in place; the address follows the step
// (`?step=k`), so any step can be linked. Without this script the buttons are plain links.
(function () {
  "use strict";
  var section = document.getElementById("replay");
  if (!section) return;
  var token = section.getAttribute("data-token");
  // The steps are fetched in the page's language, and said in it (issue 48).
  var lang = section.getAttribute("data-lang");
  // A language chosen with the switch stays in the addresses (`&lang=`).
  var keep = section.getAttribute("data-keep-lang");
  var suffix = keep ? "&lang=" + encodeURIComponent(keep) : "";
  function word(name, english) {
    return section.getAttribute("data-" + name) || english;
  }
  var steps = Number(section.getAttribute("data-steps"));
  var step = Number(section.getAttribute("data-step"));
  var board = document.getElementById("board");
  var text = section.querySelector("[data-step-text]");
  var said = document.getElementById("said");
  var label = document.getElementById("step-label");
  var slider = document.getElementById("step");
  var moves = document.getElementById("moves");
  var play = document.getElementById("play");
  var cache = {};
  var wanted = step;
  var timer = null;

  // The step on show needs no fetch: seed it from the page (a finished table's page shows
  // its final scores there, which the replay's own last step does not repeat).
  cache[step] = Promise.resolve({
    step: step,
    steps: steps,
    board: board ? board.innerHTML : "",
    text: text ? text.innerHTML : "",
    said: said ? said.innerHTML : "",
    label: label ? label.textContent : ""
  });

  function load(n) {
    if (!cache[n]) {
      var url = "/t/" + encodeURIComponent(token) + "/step/" + n +
        (lang ? "?lang=" + encodeURIComponent(lang) : "");
      cache[n] = fetch(url, {
        headers: { Accept: "application/json" }
      }).then(function (r) {
        if (!r.ok) throw new Error("step " + n + ": " + r.status);
        return r.json();
      });
      cache[n].catch(function () {
        delete cache[n];
      });
    }
    return cache[n];
  }

  function mark(n) {
    if (!moves) return;
    var items = moves.querySelectorAll("li[data-move]");
    for (var i = 0; i < items.length; i++) {
      var li = items[i];
      if (Number(li.getAttribute("data-move")) === n) {
        li.classList.add("current");
        li.setAttribute("aria-current", "step");
        // Scroll the move list only (never the page), whichever way its scroll runs.
        var box = moves.parentElement;
        if (box && box.scrollHeight > box.clientHeight) {
          var r = li.getBoundingClientRect();
          var b = box.getBoundingClientRect();
          if (r.top < b.top) box.scrollTop -= b.top - r.top + 8;
          else if (r.bottom > b.bottom) box.scrollTop += r.bottom - b.bottom + 8;
        }
      } else if (li.classList.contains("current")) {
        li.classList.remove("current");
        li.removeAttribute("aria-current");
      }
    }
  }

  function hrefs(n) {
    var links = { first: 0, prev: Math.max(n - 1, 0), play: Math.min(n + 1, steps),
                  next: Math.min(n + 1, steps), last: steps };
    for (var id in links) {
      var a = document.getElementById(id);
      if (!a) continue;
      a.setAttribute("href", "?step=" + links[id] + suffix);
      var off = (id === "first" || id === "prev") ? n === 0 : (id !== "play" && n >= steps);
      if (off) a.setAttribute("aria-disabled", "true");
      else a.removeAttribute("aria-disabled");
    }
  }

  function show(s) {
    if (s.step !== wanted) return;
    step = s.step;
    if (board && typeof s.board === "string") board.innerHTML = s.board;
    if (text && typeof s.text === "string") text.innerHTML = s.text;
    if (said && typeof s.said === "string") said.innerHTML = s.said;
    if (label && typeof s.label === "string") label.textContent = s.label;
    if (slider) slider.value = String(step);
    section.setAttribute("data-step", String(step));
    mark(step);
    hrefs(step);
    // The language switch opens this step in another language.
    var langs = document.querySelectorAll("nav.langs a[hreflang]");
    for (var i = 0; i < langs.length; i++) {
      langs[i].setAttribute("href", "?step=" + step + "&lang=" + langs[i].getAttribute("hreflang"));
    }
    try {
      history.replaceState(null, "", "/t/" + encodeURIComponent(token) + "/replay?step=" + step + suffix);
    } catch (e) {
      // A page whose address cannot change still shows the step.
    }
    if (step < steps) load(step + 1).catch(function () {});
  }

  function go(n) {
    n = Math.max(0, Math.min(steps, n | 0));
    wanted = n;
    if (slider) slider.value = String(n);
    load(n).then(show, function () {
      // The step could not be fetched (the link was revoked, or the network is down):
      // the plain link still works.
      stop();
      if (label) label.textContent = word("failed", "That step could not be loaded; try again.");
    });
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    if (play) {
      play.textContent = word("play", "Play");
      play.setAttribute("aria-pressed", "false");
    }
  }

  function start() {
    if (step >= steps) go(0);
    if (play) {
      play.textContent = word("pause", "Pause");
      play.setAttribute("aria-pressed", "true");
    }
    timer = setInterval(function () {
      if (wanted >= steps) {
        stop();
        return;
      }
      go(wanted + 1);
      if (wanted >= steps) stop();
    }, 1000);
  }

  function toggle() {
    if (timer) stop();
    else start();
  }

  var actions = {
    first: function () { stop(); go(0); },
    prev: function () { stop(); go(wanted - 1); },
    next: function () { stop(); go(wanted + 1); },
    last: function () { stop(); go(steps); },
    play: toggle
  };
  Object.keys(actions).forEach(function (id) {
    var a = document.getElementById(id);
    if (!a) return;
    a.setAttribute("role", "button");
    a.addEventListener("click", function (e) {
      e.preventDefault();
      actions[id]();
    });
  });
  if (play) play.setAttribute("aria-pressed", "false");

  // The keys work only with this script: say so only now.
  var keys = section.querySelector(".keys");
  if (keys) keys.hidden = false;

  if (slider) {
    slider.disabled = false;
    slider.addEventListener("input", function () {
      stop();
      go(Number(slider.value));
    });
  }

  if (moves) {
    moves.addEventListener("click", function (e) {
      var li = e.target.closest ? e.target.closest("li[data-move]") : null;
      if (!li) return;
      e.preventDefault();
      stop();
      go(Number(li.getAttribute("data-move")));
    });
  }

  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var t = e.target;
    // The slider moves itself with the arrows (its input event follows).
    if (t === slider && e.key !== " ") return;
    if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA") && t !== slider) return;
    switch (e.key) {
      case "ArrowLeft": stop(); go(wanted - 1); break;
      case "ArrowRight": stop(); go(wanted + 1); break;
      case "Home": stop(); go(0); break;
      case "End": stop(); go(steps); break;
      case " ":
      case "Spacebar": toggle(); break;
      default: return;
    }
    e.preventDefault();
  });

  mark(step);
  if (step < steps) load(step + 1).catch(function () {});
})();
