// The projector page: sends moves with the version of the game they were made on and shows the
// game the server answers with. Every rule of play is the server's; this script only clicks.
(() => {
  "use strict";
  const body = document.body;
  const token = body.dataset.token || "";
  const query = token ? "?token=" + encodeURIComponent(token) : "";
  const whole = body.dataset.page === "class";
  const main = document.getElementById("game");
  const message = document.getElementById("message");
  const live = document.getElementById("live");
  const dialog = document.getElementById("confirm-restart");
  let version = Number(main.querySelector(".game").dataset.version);
  let used = [];  // place value: the dice positions clicked to build the number, in order
  let busy = false;
  let queue = [];  // die keys pressed while a move was on its way: sent in order after its answer, each on the new game
  let moves = 0;  // moves sent from this page, so an older state fetched meanwhile is not shown over them
  let computerTimer = null;  // the next move of a computer player, asked for at the game's pace

  function computerNext() {
    const shown = game();
    if (computerTimer || whole || !shown || shown.dataset.computer !== "true") { return; }
    computerTimer = setTimeout(() => {
      computerTimer = null;
      const now = game();
      if (now && now.dataset.computer === "true") { send("computer").then(computerNext); }
    }, 1000 * Number(shown.dataset.pace || 0));
  }

  // The scoreboard's columns are as wide as the longest word of each name. When those words do not fit beside the
  // dice, the board's side of the page widens (up to half); if they still do not fit on a small projector (1024
  // wide, where a name's column beside would hold four or five letters), the board goes below the boxes, the
  // page's full width. Then the names show their brief forms ("Anastasia K."); on a wider screen, if those do not
  // fit beside, the board goes below the boxes, with whole names if they fit there. Only if the board fits nowhere
  // is it marked "tight" (beside the boxes, where they stay in view): a name may break inside a word (page.css),
  // so the board never scrolls sideways; a row label never does.
  // The refusals are written to follow "Error: " in a terminal; alone on the screen each starts a sentence. One that
  // starts with a quoted name ("'ben' is the same name as 'Ben'") is left as it is: the name is the point.
  function sentence(text) {
    return /^\p{Ll}/u.test(text) ? text[0].toUpperCase() + text.slice(1) : text;
  }

  function fitBoard() {
    const board = main.querySelector(".board");
    if (!board) { return; }
    const layout = board.closest(".layout");
    layout.classList.remove("board-wide", "board-below");
    board.classList.remove("tight", "briefed");
    const fits = () => board.getBoundingClientRect().width <= board.parentElement.clientWidth + 0.5;
    if (fits()) { return; }
    board.style.width = "min-content";  // every column as narrow as its longest word
    const need = board.getBoundingClientRect().width;
    board.style.width = "";
    layout.style.setProperty("--board-width", Math.ceil(need) + "px");
    layout.classList.add("board-wide");
    if (fits()) { return; }
    if (window.matchMedia("(max-width: 1100px)").matches) {
      layout.classList.remove("board-wide");
      layout.classList.add("board-below");
    }
    if (fits()) { return; }
    board.classList.add("briefed");  // the names' brief forms, "Anastasia K.", where they have one
    if (fits()) { return; }
    if (!layout.classList.contains("board-below")) {  // a wider screen: below the boxes, whole names if they fit
      layout.classList.replace("board-wide", "board-below");
      board.classList.remove("briefed");
      if (fits()) { return; }
      board.classList.add("briefed");
      if (fits()) { return; }
      layout.classList.replace("board-below", "board-wide");  // no better below: beside, where all is in view
    }
    board.classList.add("tight");
  }
  window.addEventListener("resize", fitBoard);

  // A hint says what to do; why is a click away on a short screen, and shown at once on a taller one.
  function openWhy() {
    if (window.matchMedia("(min-height: 961px)").matches) {
      main.querySelectorAll(".advice details.why").forEach((why) => { why.open = true; });
    }
  }

  function show(data, fresh) {
    const html = whole ? data.class_html : data.html;
    if (data.state.version !== version || fresh) {
      const entry = document.getElementById("entry");
      const keep = entry && data.state.version === version ? entry.value : "";
      main.innerHTML = html;
      fitBoard();
      openWhy();
      version = data.state.version;
      used = [];
      if (keep) { document.getElementById("entry").value = keep; }
      if (data.state.news.length && !data.error) { live.textContent = data.state.news.join(" "); }
    }
    message.textContent = sentence(data.error || "");
    computerNext();
  }

  async function send(action, fields) {
    if (busy) { return; }
    busy = true;
    moves += 1;
    try {
      const path = (whole ? "/api/class/" : "/api/") + action + query;
      const response = await fetch(path, {
        method: "POST", headers: {"content-type": "application/json"},
        body: JSON.stringify(Object.assign({version: version}, fields || {})),
      });
      const data = await response.json().catch(() => null);
      if (data && data.state) { show(data, false); }
      else { message.textContent = body.dataset.broken + " (" + response.status + ")"; }
    } catch (error) {
      message.textContent = String(error);
    } finally {
      busy = false;
      while (queue.length && !busy) { queue.shift()(); }  // a key that makes no move (no such die) is passed over
    }
  }

  async function refresh() {
    if (busy) { return; }
    const before = moves;  // a move made while this answer was on its way is newer than it: keep the move's
    try {
      const response = await fetch("/api/state" + query);
      const data = await response.json();
      if (data.state.version !== version && !busy && moves === before) { show(data, true); }
    } catch (error) { /* the server has stopped: keep the last game on screen */ }
  }

  function game() { return main.querySelector(".game"); }
  function held() { return (game().dataset.held || "").split(" ").filter(Boolean).map(Number); }

  function toggle(position) {
    const count = Number(game().dataset.count);
    if (!(position >= 1 && position <= count)) { return; }
    send(held().includes(position) ? "release" : "hold", {dice: [position]});
  }

  function build(button) {
    const entry = document.getElementById("entry");
    const position = Number(button.dataset.die);
    if (!entry || used.includes(position) || button.dataset.value === "") { return; }
    if (entry.value.trim().toLowerCase() === "x") { entry.value = ""; }
    used.push(position);
    entry.value += button.dataset.value;
    button.classList.add("used");
  }

  function askRestart() {
    if (!dialog) { send("restart"); return; }
    dialog.returnValue = "";
    dialog.showModal();
  }
  if (dialog) {
    dialog.addEventListener("close", () => { if (dialog.returnValue === "yes") { send("restart"); } });
  }

  main.addEventListener("click", (event) => {
    const button = event.target.closest("[data-action]");
    if (!button || button.tagName === "FORM" || button.disabled) { return; }
    const action = button.dataset.action;
    if (action === "toggle") { toggle(Number(button.dataset.die)); }
    else if (action === "build") { build(button); }
    else if (action === "clear" || action === "x") {
      document.getElementById("entry").value = action === "x" ? "X" : "";
      used = [];
      main.querySelectorAll(".die.used").forEach((die) => die.classList.remove("used"));
    }
    else if (action === "restart-ask") { askRestart(); }
    else if (action === "score") {
      const entry = document.getElementById("entry");
      send("score", entry ? {choice: button.dataset.choice, entry: entry.value} : {choice: button.dataset.choice});
    }
    else if (action === "remove") { send("remove", {name: button.dataset.name}); }
    else if (action === "zombie") { send("zombie", {computer: button.dataset.computer}); }
    else { send(action); }
  });

  main.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = event.target.querySelector("input[name=name]");
    const computer = event.submitter && event.submitter.dataset.computer;
    send("add", computer ? {name: input.value, computer: computer} : {name: input.value}).then(() => {
      const again = document.getElementById("new-name");
      if (again) { again.focus(); }
    });
  });

  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    if (dialog && dialog.open) { return; }  // the dialog's own buttons: Enter confirms
    const typing = event.target.matches && event.target.matches("input, textarea");
    if (typing) { return; }
    if (event.key === " ") {
      const roll = main.querySelector("button.roll");
      event.preventDefault();
      if (roll && !roll.disabled) { send("roll"); }  // pressed again while it rolls: one roll, not two
    } else if (/^[1-9]$/.test(event.key)) {
      event.preventDefault();
      const position = Number(event.key);
      if (busy) { queue.push(() => toggle(position)); }  // locked or unlocked as the game is by then
      else { toggle(position); }
    } else if (whole && (event.key === "n" || event.key === "N")) {
      send("new");
    }
  });

  fitBoard();
  openWhy();
  computerNext();
  setInterval(refresh, 1500);  // a second screen (or a reloaded page) follows the game
})();
