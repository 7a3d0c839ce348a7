// DO NOT EDIT: generated from schemas/elements/columns.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ColumnsProps","description":"Props of the columns element; its children live in the slots column-1 .. column-<count>.","x-element":{"version":1,"label":{"hr":"Stupci","en":"Columns","de":"Spalten"},"category":"layout","localised":[],"slots":["column-1","column-2","column-3","column-4"],"slotRejects":["columns"],"mobileOverrides":["gap"],"resolver":false},"type":"object","properties":{"count":{"type":"integer","minimum":1,"maximum":4,"default":2},"gap":{"type":"string","enum":["small","medium","large"],"default":"medium"},"verticalAlign":{"type":"string","enum":["start","center","end"],"default":"start"}},"additionalProperties":false,"examples":[{"count":2}],"$id":"https://schemas.vitrina.local/elements/columns.schema.json"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/columns.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.count === undefined){
data.count = 2;
}
if(data.gap === undefined){
data.gap = "medium";
}
if(data.verticalAlign === undefined){
data.verticalAlign = "start";
}
for(const key0 in data){
if(!(((key0 === "count") || (key0 === "gap")) || (key0 === "verticalAlign"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data1 = data.gap;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/gap",schemaPath:"#/properties/gap/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data1 === "small") || (data1 === "medium")) || (data1 === "large"))){
const err5 = {instancePath:instancePath+"/gap",schemaPath:"#/properties/gap/enum",keyword:"enum",params:{allowedValues: schema0.properties.gap.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data2 = data.verticalAlign;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/verticalAlign",schemaPath:"#/properties/verticalAlign/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data2 === "start") || (data2 === "center")) || (data2 === "end"))){
const err7 = {instancePath:instancePath+"/verticalAlign",schemaPath:"#/properties/verticalAlign/enum",keyword:"enum",params:{allowedValues: schema0.properties.verticalAlign.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

