// A Lottie animation with markers, shared by the library's and the command line's marker tests.

/// The marker animation the marker tests play.
public enum LottieMarkerFixture {
    /// 4 × 4 at 10 fps, frames 0 … 40: red until frame 10, green until 30, blue to the end;
    /// markers "intro" (0, 10 frames), "loop" (10, 20 frames) and "done" (30, a point).
    public static let json = #"""
        {"fr":10,"ip":0,"op":40,"w":4,"h":4,"markers":[
          {"cm":"intro","tm":0,"dr":10},{"cm":"loop","tm":10,"dr":20},{"cm":"done","tm":30,"dr":0}],
         "layers":[
          {"ty":1,"ind":1,"ip":0,"op":10,"ks":{},"sc":"#ff0000","sw":4,"sh":4},
          {"ty":1,"ind":2,"ip":10,"op":30,"ks":{},"sc":"#00ff00","sw":4,"sh":4},
          {"ty":1,"ind":3,"ip":30,"op":40,"ks":{},"sc":"#0000ff","sw":4,"sh":4}]}
        """#
}
